import { frenchSpacingFaults } from '@salon/contracts/french-typography';
import { findLocaleFolders, leafStrings } from './repo-locales-test-support.ts';

/*
 * French typography in every fr.json of the repository: a no-break space (U+00A0) before
 * : ; ! ? and », and after «; never a plain space, never none (README, "French
 * typography"; the rule itself is @salon/contracts/french-typography, which the API's
 * messages follow too).
 */

const french = findLocaleFolders().filter((folder) => folder.files.fr);

describe('French typography of the translations', () => {
  it('reads every fr.json of the shell, the remotes and the shared packages', () => {
    expect(french.length).toBeGreaterThanOrEqual(50);
    expect(french.map((folder) => folder.dir)).toEqual(expect.arrayContaining(['shell/src/locales', 'shared/i18n/src/locales', 'mfe-shop/src/locales']));
  });

  it.each(french.map((folder) => [folder.dir, folder.files.fr!] as const))('%s/fr.json', (_dir, fr) => {
    const faults = leafStrings(fr).flatMap(([key, value]) => frenchSpacingFaults(value).map((fault) => `${key}: ${fault}`));
    expect(faults).toEqual([]);
  });
});
