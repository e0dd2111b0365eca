import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure logic (node), API integration through fastify.inject on real databases (node,
 * one file at a time because each opens its own database), and React components and stories (jsdom).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine, which left a core
    // idle through the unit and jsdom stages (measured: the jsdom stage 675 s with one worker, 483 s with two).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Two cores: a workbook or deck build (real exceljs, pptxgenjs) can pass 5 s while other files run.
          testTimeout: 20_000,
          include: [
            'src/**/*.test.ts',
            'modules/**/*.test.ts',
            'connectors/**/*.test.ts',
            'scripts/**/*.test.ts',
            'layouts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Builds nothing itself: names the folder of the run's template databases (tests/api/template-databases.ts).
          globalSetup: ['tests/api/template-setup.ts'],
          fileParallelism: false,
          // The files share one module graph: each file builds its own app on its own database, and nothing in the
          // server keeps state in modules that outlives an app. Re-importing the server for every file cost about
          // 6 s a file, most of the stage (measured: 12 files 51 s isolated, 25 s shared).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // Two cores: a long journey through a screen (the layout editor, the notes dialog) can pass 5 s.
          testTimeout: 20_000,
          include: [
            'src/**/*.test.tsx',
            'modules/**/*.test.tsx',
            'connectors/**/*.test.tsx',
            'tests/stories/**/*.test.tsx',
          ],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
