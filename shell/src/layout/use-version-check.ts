import { useEffect, useState } from 'react';
import type { Metadata } from '@salon/contracts';

/** Spec part 2, section 9: version polling interval. */
export const VERSION_POLL_INTERVAL_MS = 60_000;

async function fetchBuildTimestamp(): Promise<string | null> {
  try {
    // The timestamp query defeats any cache between us and the gateway.
    const response = await fetch(`/metadata?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Metadata;
    return typeof body.buildTimestamp === 'string' ? body.buildTimestamp : null;
  } catch {
    // Spec: version-check failures are ignored.
    return null;
  }
}

/**
 * Polls /metadata every 60 s and reports when the server's build timestamp differs from
 * the one seen when this page loaded (a new shell or a newly published remote).
 */
export function useVersionCheck(intervalMs = VERSION_POLL_INTERVAL_MS): boolean {
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    let baseline: string | null = null;
    let cancelled = false;
    const check = async () => {
      const current = await fetchBuildTimestamp();
      if (cancelled || current === null) return;
      if (baseline === null) baseline = current;
      else if (current !== baseline) setOutdated(true);
    };
    void check();
    const timer = window.setInterval(check, intervalMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  return outdated;
}
