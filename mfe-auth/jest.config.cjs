const preset = require('@salon/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mfe-auth',
  // jose 6 ships ES modules only: let swc compile it to CommonJS, as the preset does for cookie.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|jose)/)'],
};
