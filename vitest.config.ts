import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // generated model paths and property runs take seconds, longer on a busy machine
      // tests/model holds every model-based test: its api/ folder runs against the server with the API tests, e2e/ in the browser
      // the unit tests are pure: one module graph per worker, not one per file, halves their CPU time (importing the
      // domain, machines and xstate again for every file was half of it). A fresh PGlite (its initdb) takes seconds of CPU.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/model/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/model/api/**/*.test.ts'],
          environment: 'node',
          // one database per test process: files share it and isolate themselves by company
          fileParallelism: false,
          // one module graph for all files: importing the server's modules again for every file cost a minute per database
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
