/** The admin kit's titled panels, as the /admin pages use them. */
export { Section, Fact, type SectionProps } from '../../../admin-kit';
