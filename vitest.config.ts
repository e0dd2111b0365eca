import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure logic (node), API integration through fastify.inject on real databases (node,
 * one file at a time because each opens its own database), and React components and stories (jsdom).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'modules/**/*.test.ts', 'scripts/**/*.test.ts', 'layouts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'modules/**/*.test.tsx', 'tests/stories/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
