/*
 * The federation runtime's helper libraries, lent by the page to the remotes (decision
 * 0031). A remote's production build takes `@module-federation/runtime-core` from the
 * page (`externalRuntime`), but its entry still carried its own copy of the libraries
 * runtime-core and the bundler runtime use, `@module-federation/sdk` and
 * `@module-federation/error-codes`: about 7 KiB gzip of every remoteEntry.js, the same
 * code the shell has already run. The remotes' production builds take them from the
 * globals below instead (createRemoteConfig's externals); the shell leaves them there
 * when its federation starts (provide-federation-sdk-plugin.cjs), and so does the embed's
 * federation runtime on a partner page. Required (CommonJS), so the shell lends the very
 * copy its own runtime uses rather than bundling a second one.
 */
const FEDERATION_SDK_GLOBALS = {
  '@module-federation/sdk': '__SALON_FEDERATION_SDK__',
  '@module-federation/error-codes': '__SALON_FEDERATION_ERROR_CODES__',
};

/** Leaves the libraries on the page's globals, unless something left them already. */
function provideFederationSdk() {
  globalThis.__SALON_FEDERATION_SDK__ ??= require('@module-federation/sdk');
  globalThis.__SALON_FEDERATION_ERROR_CODES__ ??= require('@module-federation/error-codes');
}

module.exports = { FEDERATION_SDK_GLOBALS, provideFederationSdk };
