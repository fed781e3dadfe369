module.exports = { ...require('@salon/build/jest-preset'), displayName: '@salon/seo', testEnvironment: 'node' };
