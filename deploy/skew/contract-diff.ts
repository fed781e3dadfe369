import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { describeSide, planCompositions, sameSide, type Composition, type Side } from './compositions.ts';
import { extractTree, removeTree } from './git-tree.ts';
import { REPO_ROOT, headCommit, liveFile, readLive, short } from './live.ts';
import { readRemoteUses, readShellSurface, type RemoteUses, type ShellSurface, type Uses } from './source-facts.ts';

/*
 * The skew check's static part (issue 24): before any browser runs, each composition's
 * remotes are compared with its shell by what crosses the boundary at run time — the
 * `@salon/platform` exports a remote's bundle calls (the shell's copy is the one that
 * runs) and the bus events it emits or listens to (the shell's contracts must declare
 * them). Each missing one is a line naming the remote, the build, the name and the shell.
 *
 *   npx tsx deploy/skew/contract-diff.ts        # the compositions of deploy/skew/live.json (SKEW_LIVE)
 */

/** A remote build as the lines name it, with what it takes from the shell. */
export interface RemoteParty {
  /** "booking (live, built at f6bf598)", "profile (today's build)". */
  label: string;
  uses: RemoteUses;
}

/** A shell build as the lines name it, with what it provides. */
export interface ShellParty {
  /** "today's shell", "the shell as last published (f6bf598)". */
  label: string;
  surface: ShellSurface;
}

/** `files` for a line: the first, and how many more. */
function where(files: readonly string[]): string {
  return files.length > 1 ? `${files[0]} and ${files.length - 1} more` : (files[0] ?? '');
}

function sorted(uses: Uses): Array<[string, string[]]> {
  return [...uses.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * What `remote` takes from the shell that `shell` does not provide, one line each (empty:
 * nothing missing). A namespace import used whole (`import('@salon/platform')`) names
 * nothing the check could compare and is left out.
 */
export function diffAgainstShell(remote: RemoteParty, shell: ShellParty): string[] {
  const problems: string[] = [];
  for (const [name, files] of sorted(remote.uses.platform)) {
    if (name === '*' || shell.surface.platformExports.has(name)) continue;
    problems.push(`${remote.label} imports ${name} from @salon/platform (${where(files)}), which ${shell.label} does not export`);
  }
  for (const [verb, uses] of [
    ['emits', remote.uses.emits],
    ['listens to', remote.uses.listens],
  ] as const) {
    for (const [event, files] of sorted(uses)) {
      if (shell.surface.events.has(event)) continue;
      problems.push(`${remote.label} ${verb} the event ${event} (${where(files)}), which the contracts of ${shell.label} do not declare`);
    }
  }
  return problems;
}

/** The static diff of one composition. */
export interface CompositionDiff {
  composition: string;
  /** One line per missing export or event, with the remote it is missing for. */
  problems: Array<{ remote: RemoteName; line: string }>;
  /** What was compared, and bus calls whose event the check could not read. */
  notes: string[];
}

/** "booking (live, built at f6bf598)" or "booking (today's build)". */
export function remoteLabel(remote: string, side: Side): string {
  return side.kind === 'today' ? `${remote} (today's build)` : `${remote} (live, built at ${short(side.commit)})`;
}

/** "today's shell" or "the shell as last published (f6bf598)". */
export function shellLabel(side: Side): string {
  return side.kind === 'today' ? "today's shell" : `the shell ${describeSide(side)}`;
}

/**
 * The static diff of each composition: every remote built at another commit than the
 * shell, against that shell. Old commits' sources are extracted to temporary folders
 * (`git archive`) and removed afterwards.
 */
export function diffCompositions(compositions: readonly Composition[], { repoRoot = REPO_ROOT } = {}): CompositionDiff[] {
  const trees = new Map<string, string>();
  const treeOf = (side: Side) => {
    if (side.kind === 'today') return repoRoot;
    if (!trees.has(side.commit)) trees.set(side.commit, extractTree(side.commit, repoRoot));
    return trees.get(side.commit)!;
  };
  const usesCache = new Map<string, RemoteUses>();
  const surfaceCache = new Map<string, ShellSurface>();
  try {
    return compositions.map((composition) => {
      const shellRoot = treeOf(composition.shell);
      if (!surfaceCache.has(shellRoot)) surfaceCache.set(shellRoot, readShellSurface(shellRoot));
      const shell: ShellParty = { label: shellLabel(composition.shell), surface: surfaceCache.get(shellRoot)! };
      const problems: CompositionDiff['problems'] = [];
      const notes: string[] = [];
      for (const name of REMOTE_NAMES) {
        const side = composition.remotes[name];
        if (sameSide(side, composition.shell)) continue;
        const root = treeOf(side);
        const key = `${root}\0${name}`;
        if (!usesCache.has(key)) usesCache.set(key, readRemoteUses(root, `mfe-${name}`));
        const uses = usesCache.get(key)!;
        problems.push(...diffAgainstShell({ label: remoteLabel(name, side), uses }, shell).map((line) => ({ remote: name, line })));
        notes.push(`${remoteLabel(name, side)}: ${uses.platform.size} @salon/platform imports, ${uses.emits.size} events emitted, ${uses.listens.size} listened to`);
        for (const call of uses.unresolved) notes.push(`${remoteLabel(name, side)}: a bus call whose event is not a literal, not checked: ${call}`);
      }
      return { composition: composition.name, problems, notes };
    });
  } finally {
    for (const dir of trees.values()) removeTree(dir);
  }
}

/** Prints each composition's diff; returns how many lines found something missing. */
export function printDiffs(diffs: readonly CompositionDiff[], log: (line: string) => void = console.log): number {
  let missing = 0;
  for (const diff of diffs) {
    log(`[skew] static diff ${diff.composition}: ${diff.problems.length === 0 ? 'nothing missing' : `${diff.problems.length} missing`}`);
    for (const note of diff.notes) log(`[skew]   ${note}`);
    for (const problem of diff.problems) log(`[skew]   MISSING ${problem.line}`);
    missing += diff.problems.length;
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const file = liveFile();
  const { compositions, skipped } = planCompositions(readLive(file), headCommit());
  console.log(`[skew] live builds from ${file}`);
  for (const reason of skipped) console.log(`[skew] no composition for ${reason}`);
  const missing = printDiffs(diffCompositions(compositions));
  console.log(`[skew] static diff done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${missing === 0 ? 'nothing missing' : `${missing} missing`}`);
  process.exit(missing === 0 ? 0 : 1);
}
