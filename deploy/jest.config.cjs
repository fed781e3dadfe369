module.exports = { ...require('@salon/build/jest-preset'), displayName: 'deploy', testEnvironment: 'node' };
