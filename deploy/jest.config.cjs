module.exports = {
  ...require('@salon/build/jest-preset'),
  displayName: 'deploy',
  testEnvironment: 'node',
  // The skew check's tools (skew/) are tested beside the code, as src/ is.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/skew/**/*.test.ts'],
  // The gateway cleans articles' and offers' HTML with the API's sanitiser (sanitize-html),
  // whose HTML parser (htmlparser2 and its dom* and entities packages) ships ES modules
  // only: swc compiles them to CommonJS, as in the API's own configuration.
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|htmlparser2|domhandler|domelementtype|domutils|dom-serializer|entities)/).*/node_modules/'],
};
