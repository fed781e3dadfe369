import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { REPO_ROOT, short, type Live } from './live.ts';

/*
 * The sites the skew check composes (issue 24): for each live remote, today's shell with
 * that remote as last published and every other remote today; and the shell as last
 * published with every remote today. Each is a store of its own behind a gateway of its
 * own, on consecutive ports after the API's.
 */

/** An app's build: today's (the working tree's dist) or the live one (built at its commit, cached). */
export type Side = { kind: 'today' } | { kind: 'live'; commit: string };

/** An app rspack builds: the shell or a remote's folder. */
export type App = 'shell' | `mfe-${RemoteName}`;

export interface Composition {
  /** The Playwright project and the store's folder: `booking-live`, …, `shell-live`. */
  name: string;
  /** What it is, in a sentence's words: "today's shell, booking as live (f6bf598), the rest today". */
  title: string;
  /** The gateway's port. */
  port: number;
  shell: Side;
  remotes: Record<RemoteName, Side>;
  /** The remote composed as live with today's shell; undefined for the live shell with today's remotes. */
  liveRemote?: RemoteName;
}

/** The skew site's first port: the API; the gateways follow (9600–9699 are the skew check's). */
export function skewPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.SKEW_PORT ?? 9600);
}

/** Where builds of old commits are kept between runs: SKEW_CACHE_DIR, default ~/.cache/salon-skew. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SKEW_CACHE_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(os.homedir(), '.cache', 'salon-skew');
}

/** The compositions' stores, made afresh on each run (`.data/` is git-ignored). */
export const STORES_DIR: string = path.join(REPO_ROOT, '.data', 'skew-stores');

/** Playwright's JSON report of the journeys, which check.ts summarises. */
export const SKEW_REPORT: string = path.join(REPO_ROOT, '.data', 'skew-report.json');

/** Whether two sides are the same build: both today's, or both live at one commit. */
export function sameSide(a: Side, b: Side): boolean {
  return a.kind === 'today' ? b.kind === 'today' : b.kind === 'live' && a.commit === b.commit;
}

/** The folder of `app`'s build on `side`. */
export function distDir(app: App, side: Side, cache: string = cacheDir()): string {
  return side.kind === 'today' ? path.join(REPO_ROOT, app, 'dist') : path.join(cache, side.commit, app, 'dist');
}

/** `side` as a message names it: "today's" or "as last published (f6bf598)". */
export function describeSide(side: Side): string {
  return side.kind === 'today' ? "today's" : `as last published (${short(side.commit)})`;
}

/** A live commit equal to HEAD is today's build: nothing to compose. */
function sideOf(commit: string | undefined, head: string): Side {
  return commit === undefined || commit === head ? { kind: 'today' } : { kind: 'live', commit };
}

/** The compositions and, for each one left out, why. */
export interface Plan {
  compositions: Composition[];
  skipped: string[];
}

/**
 * The compositions for `live`, in the order Playwright starts them: the live shell first,
 * then each live remote with booking last, so that the two runs of the booking journey
 * (which book a visit against the one API) are as far apart in time as the run allows.
 * A remote or shell whose live commit is HEAD is today's build: its composition would be
 * today's site, so it is left out (and said why).
 */
export function planCompositions(live: Live, head: string, firstPort: number = skewPort()): Plan {
  const today = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { kind: 'today' } as Side])) as Record<RemoteName, Side>;
  const planned: Omit<Composition, 'port'>[] = [];
  const skipped: string[] = [];

  const shell = sideOf(live.shell, head);
  if (shell.kind === 'live') {
    planned.push({ name: 'shell-live', title: `the shell as last published (${short(shell.commit)}), every remote today`, shell, remotes: today });
  } else {
    skipped.push('shell: live is HEAD, today’s shell');
  }
  const order = [...REMOTE_NAMES.filter((name) => name !== 'booking'), 'booking' as const];
  for (const remote of order) {
    const side = sideOf(live.remotes[remote], head);
    if (live.remotes[remote] === undefined) {
      skipped.push(`${remote}: not in live.json (not live)`);
    } else if (side.kind === 'today') {
      skipped.push(`${remote}: live is HEAD, today’s build`);
    } else {
      planned.push({
        name: `${remote}-live`,
        title: `today's shell, ${remote} as last published (${short(side.commit)}), the other remotes today`,
        shell: { kind: 'today' },
        remotes: { ...today, [remote]: side },
        liveRemote: remote,
      });
    }
  }
  // The API takes the first port, the gateways the next ones.
  return { compositions: planned.map((c, i) => ({ ...c, port: firstPort + 1 + i })), skipped };
}

/** Every live build the compositions need, per commit: the apps to build at it. */
export function liveBuildsNeeded(compositions: readonly Composition[]): Map<string, Set<App>> {
  const needed = new Map<string, Set<App>>();
  const add = (commit: string, app: App) => {
    if (!needed.has(commit)) needed.set(commit, new Set());
    needed.get(commit)!.add(app);
  };
  for (const c of compositions) {
    if (c.shell.kind === 'live') add(c.shell.commit, 'shell');
    for (const remote of REMOTE_NAMES) {
      const side = c.remotes[remote];
      if (side.kind === 'live') add(side.commit, `mfe-${remote}`);
    }
  }
  return needed;
}
