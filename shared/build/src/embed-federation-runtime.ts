/*
 * The federation runtime of an embedded remote (decision 0031), a script of its own in
 * the remote's version folder (`embed/federation-runtime.js`). On the site the shell
 * provides the runtime that remotes' production builds expect; on a partner page the
 * embed loader loads this file first and lends what it leaves here to the remote while
 * the remote's entry starts. It is left under a name of its own, not the federation's
 * global, so a partner page's own federation runtime is not replaced by loading it.
 * The runtime's helper libraries go to the globals the remotes read them from
 * (federation-sdk.cjs); like the shell, this takes the CommonJS builds, so the runtime
 * and the libraries it lends are one copy.
 */
import federationSdk from './federation-sdk.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, whose libraries federation-sdk.cjs lends
const federationRuntime: unknown = require('@module-federation/runtime-core');

federationSdk.provideFederationSdk();
(globalThis as unknown as Record<string, unknown>).__SALON_FEDERATION_RUNTIME__ = federationRuntime;
