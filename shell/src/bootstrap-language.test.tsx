import { mockRootRender } from './bootstrap-test-support.ts';
import i18next from 'i18next';
import { setRuntimeConfigForTests } from '@salon/platform';

/*
 * The shell's start-up (bootstrap.tsx) opening a page's language version, as a search
 * result or a shared link gives it (`?lang=en`, decision 0034): the page renders in that
 * language from its first frame, whatever the visitor chose before, and the key leaves
 * the address. Only the outside world is replaced (bootstrap-test-support.ts).
 */

describe('shell start-up at a language version', () => {
  it('starts in the address’s language, remembers it and takes the key out of the address', async () => {
    localStorage.setItem('language', 'fr');
    window.history.replaceState(null, '', '/salony/M101?lang=en');
    document.documentElement.lang = 'pl';
    document.body.innerHTML = '<div id="root"></div>';
    let atFirstRender: { lang: string; i18n: string; address: string } | undefined;
    mockRootRender.mockImplementation(() => {
      atFirstRender = { lang: document.documentElement.lang, i18n: i18next.language, address: `${window.location.pathname}${window.location.search}` };
    });
    setRuntimeConfigForTests({});

    await import('./bootstrap.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(mockRootRender).toHaveBeenCalledTimes(1);
    expect(atFirstRender).toEqual({ lang: 'en', i18n: 'en', address: '/salony/M101' });
    expect(localStorage.getItem('language')).toBe('en');
  });
});
