module.exports = { ...require('@salon/build/jest-preset'), displayName: '@salon/contracts', testEnvironment: 'node' };
