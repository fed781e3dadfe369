import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@salon/contracts/build-facts';
import { buildCommit, buildFacts } from './build-facts.ts';
import { SHARED_SINGLETONS, installedVersion } from './shared-singletons.ts';

/* What a build declares beside it (build-facts.json), for deploy's check on publish (decision 0037). */

const pkg = {
  dependencies: Object.fromEntries(SHARED_SINGLETONS.filter((name) => !name.endsWith('/')).map((name) => [name, `^${installedVersion(name)}`])),
};

it('declares the contract and, per shared package (not per subpath), the range the app asks and the version it was built with', () => {
  const facts = buildFacts('jobs', pkg);
  expect(facts.app).toBe('jobs');
  expect(facts.contract).toBe(CONTRACT_VERSION);
  expect(Object.keys(facts.singletons).sort()).toEqual(SHARED_SINGLETONS.filter((name) => !name.endsWith('/')).sort());
  expect(facts.singletons.react).toEqual({ required: `^${installedVersion('react')}`, version: installedVersion('react') });
  expect(facts.singletons['@salon/platform']!.version).toMatch(/^\d+\.\d+\.\d+$/);
});

it('is the same for the same sources (an unchanged build publishes as unchanged)', () => {
  expect(JSON.stringify(buildFacts('jobs', pkg))).toBe(JSON.stringify(buildFacts('jobs', pkg)));
});

describe('the commit a build is made from (build-commit.json)', () => {
  it("is git's HEAD in a checkout, marked dirty when tracked files changed", () => {
    const here = buildCommit(import.meta.dirname, {});
    expect(here.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(typeof here.dirty).toBe('boolean');
  });

  it('is BUILD_COMMIT when given (a build of an extracted tree), and "unknown" outside a checkout', () => {
    expect(buildCommit(import.meta.dirname, { BUILD_COMMIT: 'f6bf5980aaaa' })).toEqual({ commit: 'f6bf5980aaaa', dirty: false });
    expect(buildCommit(mkdtempSync(path.join(tmpdir(), 'no-git-')), {})).toEqual({ commit: 'unknown', dirty: false });
  });
});
