import { useEffect, useState } from 'react';
import { ApiRequestError } from '@salon/platform';
import type { ApiError } from '@salon/contracts';

export type OneShotState = { status: 'pending' } | { status: 'success' } | { status: 'failure'; error: ApiError | null };

/**
 * Runs one API call when a page opens (links from e-mails) and reports its outcome.
 * StrictMode mounts twice in development; the `cancelled` flag keeps the first result
 * from landing after the second mount.
 */
export function useOneShotCall(call: () => Promise<unknown>, key: string): OneShotState {
  const [state, setState] = useState<OneShotState>({ status: 'pending' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'pending' });
    call().then(
      () => !cancelled && setState({ status: 'success' }),
      (error: unknown) =>
        !cancelled && setState({ status: 'failure', error: error instanceof ApiRequestError ? error.error : null }),
    );
    return () => {
      cancelled = true;
    };
    // `key` identifies the call; the function itself is recreated on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
