import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FACTS_FILE, CONTRACT_VERSION, type BuildFacts } from '@salon/contracts/build-facts';
import { checkAgainstShell, compatibilityProblems, satisfiesCaret } from './compatibility.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

/* Whether a remote's build runs under the live shell (decision 0037). */

afterEach(removeTempDirs);

const shell: BuildFacts = {
  app: 'shell',
  contract: '2.1.0',
  singletons: { react: { required: '19.3.1', version: '19.3.1' }, '@salon/platform': { required: '0.1.0', version: '0.1.4' } },
};
const remote = (facts: Partial<BuildFacts>): BuildFacts => ({ app: 'jobs', contract: '2.0.0', singletons: {}, ...facts });

test('satisfiesCaret: the same major (0.x: the same minor) and not older, as npm reads a caret', () => {
  expect(satisfiesCaret('19.3.1', '19.3.1')).toBe(true);
  expect(satisfiesCaret('19.4.0', '^19.3.1')).toBe(true);
  expect(satisfiesCaret('19.3.2', '~19.3.1')).toBe(true);
  expect(satisfiesCaret('19.2.9', '19.3.1')).toBe(false);
  expect(satisfiesCaret('19.3.0', '19.3.1')).toBe(false);
  expect(satisfiesCaret('20.0.0', '19.3.1')).toBe(false);
  expect(satisfiesCaret('0.1.4', '0.1.0')).toBe(true);
  expect(satisfiesCaret('0.2.0', '0.1.0')).toBe(false);
  expect(satisfiesCaret('1.0.0', '*')).toBe(true);
  expect(satisfiesCaret('1.0.0', 'workspace:*')).toBe(false);
});

test('compatibilityProblems: another contract major, a singleton missing, older or of another major; none for a match', () => {
  expect(compatibilityProblems(remote({ singletons: { react: { required: '19.3.1', version: '19.3.1' } } }), shell)).toEqual([]);
  expect(compatibilityProblems(remote({ contract: '3.0.0' }), shell)).toEqual(['built against contract 3.0.0, the live shell provides contract 2.1.0']);
  // A minor ahead of the shell's is the same major: allowed (additions only).
  expect(compatibilityProblems(remote({ contract: '2.4.0' }), shell)).toEqual([]);
  expect(
    compatibilityProblems(
      remote({
        singletons: {
          react: { required: '20.0.0', version: '20.0.0' },
          '@salon/platform': { required: '0.2.0', version: '0.2.0' },
          'react-router': { required: '7.18.5', version: '7.18.5' },
        },
      }),
      shell,
    ),
  ).toEqual([
    'needs react 20.0.0, the live shell provides 19.3.1',
    'needs @salon/platform 0.2.0, the live shell provides 0.1.4',
    'needs react-router 7.18.5, which the live shell does not share',
  ]);
});

test('checkAgainstShell: not checked without a shell build that declares its facts; a build without facts is a problem', () => {
  const shellDir = makeTempDir('shell-');
  const build = makeFakeBuild(makeTempDir(), 'jobs');
  expect(checkAgainstShell(build, path.join(shellDir, 'missing'))).toEqual({ notChecked: expect.stringContaining('no shell build') });
  expect(checkAgainstShell(build, shellDir)).toEqual({ notChecked: expect.stringContaining(BUILD_FACTS_FILE) });
  fs.writeFileSync(path.join(shellDir, BUILD_FACTS_FILE), JSON.stringify({ app: 'shell', contract: CONTRACT_VERSION, singletons: {} }));
  expect(checkAgainstShell(build, shellDir)).toEqual({ problems: [] });
  expect(checkAgainstShell(makeFakeBuild(makeTempDir(), 'jobs', { facts: null }), shellDir)).toEqual({
    problems: [expect.stringContaining('declares no contract')],
  });
});
