import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server suite runs once per engine: PGlite always, PostgreSQL as well when TEST_DATABASE_URL names one. The
// PostgreSQL run adds the files only a database server can run (*.postgres-test.ts: connections lost, restarts), and
// leaves out the files of the embedded engine itself (its settings and maintenance, its snapshot), which open PGlite
// whatever the engine and so ran twice alike.
const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server-${engine}`,
    env: { TEST_ENGINE: engine },
    ...(engine === 'postgres'
      ? {
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.postgres-test.ts'],
          exclude: [...configDefaults.exclude, 'src/db/pglite.test.ts', 'src/db/snapshot.test.ts'],
        }
      : {}),
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
      'apps/console/vitest.config.ts',
      // Checks of the repository itself and its build tooling (the linter's layering rules, the console's build plugins).
      {
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'apps/console/build/**/*.test.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
