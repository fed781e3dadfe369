const preset = require('@salon/build/jest-preset');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // jose 6 and content-disposition (under @fastify/swagger-ui) ship ES modules only, and
  // PGlite's CommonJS build (.cjs) loads fs with a dynamic import() that jest's VM
  // refuses: let swc compile those to plain CommonJS, wherever they are nested.
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|jose|@electric-sql|content-disposition)/).*/node_modules/'],
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test/pglite-only.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jest-setup.ts'],
};
