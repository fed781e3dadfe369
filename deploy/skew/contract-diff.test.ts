import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import type { Composition, Side } from './compositions.ts';
import { diffAgainstShell, diffCompositions } from './contract-diff.ts';
import { readRemoteUses, readShellSurface } from './source-facts.ts';

/*
 * The static skew diff on small source trees written by each test: what a remote takes
 * from @salon/platform and the bus, and the lines naming what a shell lacks.
 */

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'skew-diff-test-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const pkg = (name: string) => JSON.stringify({ name, sideEffects: false, exports: { '.': './src/index.ts', './*': './src/*.ts' } });

/** A workspace like the repository's: the platform, the contracts' events, @salon/ui and one remote. */
function platformTree(dir: string, { platformIndex, events = ["'auth:open'", "'session:changed'"] }: { platformIndex: string; events?: string[] }): void {
  write(dir, {
    'shared/platform/package.json': pkg('@salon/platform'),
    'shared/platform/src/index.ts': platformIndex,
    'shared/platform/src/event-bus.ts': 'export const bus = {};\nexport function useBusEvent() {}\n',
    'shared/platform/src/remote-health.ts': 'export function noteRemoteFailure() {}\nexport function flushRemoteHealth() {}\n',
    'shared/platform/src/session.ts': 'export function useSession() {}\nexport function logout() {}\nexport interface SessionInfo { id: string }\n',
    'shared/contracts/package.json': pkg('@salon/contracts'),
    'shared/contracts/src/index.ts': 'export {};\n',
    'shared/contracts/src/events.ts': `export interface BusEvents {\n${events.map((e) => `  ${e}: Record<string, never>;`).join('\n')}\n}\n`,
  });
}

const TODAY_PLATFORM = [
  "export { bus, useBusEvent } from './event-bus.ts';",
  "export { noteRemoteFailure, flushRemoteHealth } from './remote-health.ts';",
  "export * from './session.ts';",
  'export const remoteVersion = () => undefined;',
].join('\n');

function uiPackage(dir: string): void {
  write(dir, {
    'shared/ui/package.json': pkg('@salon/ui'),
    'shared/ui/src/index.ts': [
      "export { Button } from './button.tsx';",
      "export { RemoteErrorBoundary } from './remote-error-boundary.tsx';",
      "export { RemoteModule as LazyRemote } from './remote-module.tsx';",
      "export type { ButtonProps } from './button.tsx';",
    ].join('\n'),
    'shared/ui/src/button.tsx': "import { useSession } from '@salon/platform';\nexport type ButtonProps = object;\nexport function Button() { useSession(); return null; }\n",
    'shared/ui/src/remote-error-boundary.tsx': "import { noteRemoteFailure } from '@salon/platform';\nexport function RemoteErrorBoundary() { noteRemoteFailure(); return null; }\n",
    'shared/ui/src/remote-module.tsx': "import { RemoteErrorBoundary } from './remote-error-boundary.tsx';\nexport function RemoteModule() { return RemoteErrorBoundary(); }\n",
  });
}

describe('readShellSurface', () => {
  it('reads the platform’s exports through named re-exports, export * and its own declarations, and the events of BusEvents', () => {
    platformTree(root, { platformIndex: TODAY_PLATFORM });
    const surface = readShellSurface(root);
    expect([...surface.platformExports].sort()).toEqual(['SessionInfo', 'bus', 'flushRemoteHealth', 'logout', 'noteRemoteFailure', 'remoteVersion', 'useBusEvent', 'useSession']);
    expect([...surface.events].sort()).toEqual(['auth:open', 'session:changed']);
  });
});

describe('readRemoteUses', () => {
  it('follows a shared package’s barrel name by name: Button brings useSession, not RemoteErrorBoundary’s imports', () => {
    platformTree(root, { platformIndex: TODAY_PLATFORM });
    uiPackage(root);
    write(root, {
      'mfe-booking/src/routes.tsx': "import { Button, type ButtonProps } from '@salon/ui';\nimport { logout as signOut } from '@salon/platform';\nexport const x = [Button, signOut];\n",
      'mfe-booking/src/types.ts': "import type { bus } from '@salon/platform';\nexport type B = typeof bus;\n",
      // Tests and their helpers never reach the bundle.
      'mfe-booking/src/routes.test.tsx': "import { flushRemoteHealth } from '@salon/platform';\n",
      'mfe-booking/src/test/render.tsx': "import { remoteVersion } from '@salon/platform';\n",
    });
    const uses = readRemoteUses(root, 'mfe-booking');
    expect(Object.fromEntries(uses.platform)).toEqual({ logout: ['mfe-booking/src/routes.tsx'], useSession: ['shared/ui/src/button.tsx'] });
  });

  it('counts what a renamed re-export reaches, through the files it imports', () => {
    platformTree(root, { platformIndex: TODAY_PLATFORM });
    uiPackage(root);
    write(root, { 'mfe-profile/src/page.tsx': "import { LazyRemote } from '@salon/ui';\nexport const Page = LazyRemote;\n" });
    expect(Object.fromEntries(readRemoteUses(root, 'mfe-profile').platform)).toEqual({ noteRemoteFailure: ['shared/ui/src/remote-error-boundary.tsx'] });
  });

  it('reads the events a remote emits and listens to, through aliases and both branches of a condition; names a call it cannot read', () => {
    platformTree(root, { platformIndex: TODAY_PLATFORM });
    write(root, {
      'mfe-auth/src/sign-in.ts': [
        "import { bus as events, useBusEvent as onBus } from '@salon/platform';",
        "export function done(kind: string, name: 'auth:open') {",
        "  events.emit(kind === 'registration' ? 'auth:registered' : 'auth:login', {});",
        "  events.on('auth:logout', () => {});",
        "  events.last('session:changed');",
        "  onBus('language:changed', () => {});",
        '  events.emit(name, {});',
        '}',
      ].join('\n'),
    });
    const uses = readRemoteUses(root, 'mfe-auth');
    expect([...uses.emits.keys()].sort()).toEqual(['auth:login', 'auth:registered']);
    expect([...uses.listens.keys()].sort()).toEqual(['auth:logout', 'language:changed', 'session:changed']);
    expect(uses.unresolved).toEqual(['mfe-auth/src/sign-in.ts:7']);
  });
});

describe('diffAgainstShell', () => {
  /** Today's profile (RemoteModule → noteRemoteFailure, and the auth:open event) under a shell whose platform is `platformIndex`. */
  function profileUnder(platformIndex: string, events?: string[]): string[] {
    const shell = path.join(root, 'shell-tree');
    const remote = path.join(root, 'remote-tree');
    platformTree(shell, { platformIndex, ...(events ? { events } : {}) });
    platformTree(remote, { platformIndex: TODAY_PLATFORM });
    uiPackage(remote);
    write(remote, {
      'mfe-profile/src/page.tsx': "import { LazyRemote } from '@salon/ui';\nimport { bus } from '@salon/platform';\nbus.emit('auth:open', {});\nexport const Page = LazyRemote;\n",
    });
    return diffAgainstShell(
      { label: "profile (today's build)", uses: readRemoteUses(remote, 'mfe-profile') },
      { label: 'the shell as last published (f6bf598)', surface: readShellSurface(shell) },
    );
  }

  it('finds nothing missing when the shell’s platform exports every name the remote calls', () => {
    expect(profileUnder(TODAY_PLATFORM)).toEqual([]);
  });

  it('fails when an export is removed, naming the remote, the name, where it is called and the shell', () => {
    const without = TODAY_PLATFORM.replace('noteRemoteFailure, ', '');
    expect(profileUnder(without)).toEqual([
      "profile (today's build) imports noteRemoteFailure from @salon/platform (shared/ui/src/remote-error-boundary.tsx), which the shell as last published (f6bf598) does not export",
    ]);
  });

  it('fails when the shell’s contracts lack an event the remote emits', () => {
    expect(profileUnder(TODAY_PLATFORM, ["'session:changed'"])).toEqual([
      "profile (today's build) emits the event auth:open (mfe-profile/src/page.tsx), which the contracts of the shell as last published (f6bf598) do not declare",
    ]);
  });
});

describe('diffCompositions', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=skew', '-c', 'user.email=skew@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim();

  it('compares a remote as built at an older commit with today’s shell, read from that commit', () => {
    // The commit: the platform still exports legacyToken, which the remote then called.
    platformTree(root, { platformIndex: `${TODAY_PLATFORM}\nexport const legacyToken = 1;` });
    write(root, { 'mfe-jobs/src/offers.ts': "import { legacyToken, useSession } from '@salon/platform';\nexport const x = [legacyToken, useSession];\n" });
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'live');
    const live = git(root, 'rev-parse', 'HEAD');
    // Today: the export is gone (and the remote no longer calls it).
    write(root, { 'shared/platform/src/index.ts': TODAY_PLATFORM, 'mfe-jobs/src/offers.ts': "import { useSession } from '@salon/platform';\nexport const x = useSession;\n" });

    const today: Side = { kind: 'today' };
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, today])) as Record<RemoteName, Side>;
    const composition: Composition = { name: 'jobs-live', title: '', port: 0, shell: today, remotes: { ...remotes, jobs: { kind: 'live', commit: live } }, liveRemote: 'jobs' };
    const [diff] = diffCompositions([composition], { repoRoot: root });
    expect(diff!.problems).toEqual([
      { remote: 'jobs', line: `jobs (live, built at ${live.slice(0, 7)}) imports legacyToken from @salon/platform (mfe-jobs/src/offers.ts), which today's shell does not export` },
    ]);
  });
});
