import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { track } from '@salon/platform';

/**
 * Reports every remote that fails to load (offline, blocked, broken manifest) to the
 * tracking queue, then lets the error through so the slot's error boundary shows the
 * fallback with a retry button. Nothing else on the page depends on that remote.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'salon-remote-failure',
    errorLoadRemote(args) {
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      track('remote-load-failed', { id: args.id, lifecycle: args.lifecycle, message });
      // Returning nothing keeps the original error: the boundary decides what to show.
      return undefined;
    },
  };
}
