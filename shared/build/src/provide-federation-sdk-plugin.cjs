/*
 * A federation runtime plugin of the shell: when the shell's federation starts, before
 * any remote's entry runs, it lends the federation's helper libraries to the remotes
 * (federation-sdk.cjs). It changes nothing else.
 */
const { provideFederationSdk } = require('./federation-sdk.cjs');

module.exports = function provideFederationSdkPlugin() {
  provideFederationSdk();
  return { name: 'salon-provide-federation-sdk' };
};
