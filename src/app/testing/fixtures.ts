/** Fixtures shared by tests and stories (no test-runner imports, so Storybook can load them). */
export { testUser } from '../../../tests/user-fixture';
