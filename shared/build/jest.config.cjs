module.exports = { ...require('@salon/build/jest-preset'), displayName: '@salon/build', testEnvironment: 'node' };
