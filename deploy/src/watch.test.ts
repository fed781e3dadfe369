import fs from 'node:fs';
import path from 'node:path';
import type { RemoteHealth, RemoteVersionHealth } from '@salon/contracts/remote-health-api';
import type { RemoteName } from '@salon/contracts';
import { publish, readHistory, readRegistry, status } from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';
import { judge, readWatchChecks, watchOnce, type HealthReader } from './watch.ts';

let storeDir: string;
let lines: string[];

async function publishBooking(content: string, canary?: number): Promise<string> {
  const from = makeFakeBuild(makeTempDir('deploy-watch-build-'), 'booking', { content });
  return (await publish('booking', { from, storeDir, ...(canary !== undefined ? { canary } : {}) })).version;
}

/** A reader answering the given counts per version, whatever the window; records the windows asked. */
function reader(counts: Record<string, Omit<RemoteVersionHealth, 'version'>>, asked: number[] = []): HealthReader {
  return async (remote: RemoteName, windowSeconds: number): Promise<RemoteHealth> => {
    asked.push(windowSeconds);
    return {
      remote,
      windowSeconds,
      since: new Date(Date.now() - windowSeconds * 1000).toISOString(),
      versions: Object.entries(counts).map(([version, c]) => ({ version, ...c })),
    };
  };
}

const run = (readHealth: HealthReader, offsetSeconds = 0) =>
  watchOnce({ storeDir, readHealth, log: (line) => lines.push(line), now: () => Date.now() + offsetSeconds * 1000 });

beforeEach(() => {
  storeDir = path.join(makeTempDir(), 'store');
  lines = [];
});
afterEach(removeTempDirs);

describe('the rule', () => {
  const seen = (version: string, failures: number, loads: number) => ({ version, failures, loads, rate: loads ? failures / loads : 0 });

  it('rolls back at 20 failures and twice the baseline rate, not before', () => {
    expect(judge(seen('v2', 20, 100), seen('v1', 10, 100), 300).rollback).toBe(true); // 20 % vs 10 %
    expect(judge(seen('v2', 19, 50), seen('v1', 0, 1000), 300).rollback).toBe(false); // too few failures
    expect(judge(seen('v2', 30, 100), seen('v1', 20, 100), 300).rollback).toBe(false); // 30 % < 2 × 20 %
    expect(judge(seen('v2', 20, 20), seen('v1', 0, 0), 300).rollback).toBe(true); // a baseline without views
  });

  it('says the figures and the rule in one line', () => {
    expect(judge(seen('v2', 25, 40), seen('v1', 1, 250), 300).reason).toBe(
      'v2 failed in 25 of 40 page views (62.5 %) in 300 s, v1 in 1 of 250 (0.4 %); rule: at least 20 failures and 2× the baseline\'s rate',
    );
  });
});

describe('watchOnce', () => {
  it('rolls a failing canary back, writing why into history.json and the log; status shows it', async () => {
    const stable = await publishBooking('1');
    const canary = await publishBooking('2', 50);
    const asked: number[] = [];
    const checks = await run(reader({ [stable]: { loads: 200, loadFailures: 1, renderErrors: 0 }, [canary]: { loads: 60, loadFailures: 0, renderErrors: 24 } }, asked), 90);

    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ remote: 'booking', kind: 'canary', rolledBack: true, candidate: { version: canary, failures: 24, loads: 60 } });
    expect(asked).toEqual([90]); // since the canary began, under 5 minutes
    expect((await readRegistry({ storeDir }))?.remotes.booking).toEqual({ entry: `/remotes/booking/${stable}/mf-manifest.json`, version: stable });
    const last = (await readHistory({ storeDir })).remotes.booking!.activations.at(-1)!;
    expect(last).toMatchObject({ action: 'end-canary', version: stable });
    expect(last.reason).toBe(`watch rolled back the canary ${canary}: ${checks[0]!.verdict.reason}`);
    expect(lines).toEqual([`watch: booking: rolled back the canary ${canary}, now ${stable} for everyone: ${checks[0]!.verdict.reason}`]);
    expect((await status({ storeDir })).remotes.find((r) => r.remote === 'booking')?.lastActivation?.reason).toContain('watch rolled back');
    expect((await readWatchChecks({ storeDir })).booking).toMatchObject({ rolledBack: true });
  });

  it('keeps a canary that fails no more than the stable version, and records the check', async () => {
    const stable = await publishBooking('1');
    const canary = await publishBooking('2', 10);
    const checks = await run(reader({ [stable]: { loads: 900, loadFailures: 30, renderErrors: 0 }, [canary]: { loads: 100, loadFailures: 2, renderErrors: 2 } }), 600);
    expect(checks[0]).toMatchObject({ rolledBack: false, windowSeconds: 300 });
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary?.version).toBe(canary);
    expect(lines).toEqual([]);
    expect((await readWatchChecks({ storeDir })).booking?.verdict.rollback).toBe(false);
  });

  it('watches a full publish for 10 minutes against the version before it over the last hour, and rolls it back by the same rule', async () => {
    const v1 = await publishBooking('1');
    const v2 = await publishBooking('2');
    const counts = { [v1]: { loads: 3000, loadFailures: 3, renderErrors: 0 }, [v2]: { loads: 50, loadFailures: 40, renderErrors: 0 } };
    expect(await run(reader(counts), 601)).toEqual([]); // past 10 minutes: not watched
    const asked: number[] = [];
    const checks = await run(reader(counts, asked), 120);
    expect(asked).toEqual([120, 3600]);
    expect(checks[0]).toMatchObject({ kind: 'publish', rolledBack: true, baseline: { version: v1 } });
    expect((await readRegistry({ storeDir }))?.remotes.booking?.version).toBe(v1);
    expect((await readHistory({ storeDir })).remotes.booking!.activations.at(-1)).toMatchObject({ action: 'rollback', version: v1 });
    // Rolled back: nothing is watched any more.
    expect(await run(reader(counts), 150)).toEqual([]);
  });

  it('says so and judges nothing when the counts cannot be read', async () => {
    await publishBooking('1');
    await publishBooking('2', 50);
    const checks = await run(async () => {
      throw new Error('GET /api/remote-health answered 401');
    });
    expect(checks).toEqual([]);
    expect(lines).toEqual(['watch: booking: counts unavailable, not judged: GET /api/remote-health answered 401']);
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary).toBeDefined();
  });

  it('does not watch a first publish, which has nothing to go back to', async () => {
    const v1 = await publishBooking('1');
    expect(await run(reader({ [v1]: { loads: 30, loadFailures: 30, renderErrors: 0 } }), 60)).toEqual([]);
    expect(fs.existsSync(path.join(storeDir, 'watch.json'))).toBe(true);
  });
});
