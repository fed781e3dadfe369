/**
 * The one jest preset: @swc/jest for TypeScript and JSX, jsdom, Testing Library's
 * matchers. Each app's and package's jest.config.cjs spreads it and adds a name.
 * Node-side code (deploy, scripts) sets `testEnvironment: 'node'` on top.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(png|jpe?g|gif|svg|webp|avif)$': path.join(__dirname, 'jest-file-stub.cjs'),
    '\\.css$': path.join(__dirname, 'jest-file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
  // fastify's inject() needs cookie 2, an ES module jest cannot require on Node 20:
  // let swc compile that one package to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  clearMocks: true,
  restoreMocks: true,
};
