const preset = require('@salon/build/jest-preset');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // jose 6 ships ES modules only, and PGlite's CommonJS build (.cjs) loads fs with a
  // dynamic import() that jest's VM refuses: let swc compile both to plain CommonJS. So
  // too the blog's Markdown parser (marked) and the HTML parser under sanitize-html
  // (htmlparser2 and its dom* and entities packages), ES modules only.
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(cookie|jose|@electric-sql|marked|htmlparser2|domhandler|domelementtype|domutils|dom-serializer|entities)/).*/node_modules/',
  ],
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test/pglite-only.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jest-setup.ts'],
};
