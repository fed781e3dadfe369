import * as federationRuntime from '@module-federation/runtime-core';

/*
 * The federation runtime of an embedded remote (decision 0031), a script of its own in
 * the remote's version folder (`embed/federation-runtime.js`). On the site the shell
 * provides the runtime that remotes' production builds expect; on a partner page the
 * embed loader loads this file first and lends what it leaves here to the remote while
 * the remote's entry starts. It is left under a name of its own, not the federation's
 * global, so a partner page's own federation runtime is not replaced by loading it.
 */
(globalThis as unknown as Record<string, unknown>).__SALON_FEDERATION_RUNTIME__ = federationRuntime;
