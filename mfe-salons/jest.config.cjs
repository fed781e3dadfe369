module.exports = { ...require('@salon/build/jest-preset'), displayName: 'mfe-salons' };
