const preset = require('@salon/build/jest-preset');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // jose 6 ships ES modules only, and PGlite's CommonJS build (.cjs) loads fs with a
  // dynamic import() that jest's VM refuses: let swc compile both to plain CommonJS.
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|jose|@electric-sql)/).*/node_modules/'],
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test/pglite-only.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jest-setup.ts'],
};
