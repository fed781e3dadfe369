module.exports = { ...require('@salon/build/jest-preset'), displayName: '@salon/i18n' };
