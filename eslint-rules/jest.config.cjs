module.exports = {
  ...require('@salon/build/jest-preset'),
  displayName: 'eslint-rules',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
};
