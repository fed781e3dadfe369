/**
 * The API's tests on a PostgreSQL server (TEST_DATABASE_URL, one schema per test file),
 * plus the concurrency tests that need real connections (*.pg-test.ts). The root jest
 * config includes this project only when TEST_DATABASE_URL is set; .ci/run sets it when
 * the local server answers.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api-postgres',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.pg-test.ts'],
  // The pure unit tests, the PGlite restart test and the bundle's test (always on PGlite)
  // already ran in the `api` project.
  testPathIgnorePatterns: ['/node_modules/', '/src/lib/', '/src/start.test.ts', '/src/bundle.test.ts'],
  setupFiles: base.setupFiles.filter((file) => !file.endsWith('pglite-only.ts')),
};
