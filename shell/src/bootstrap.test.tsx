import { mockRootRender } from './bootstrap-test-support.ts';
import i18next from 'i18next';
import { setRuntimeConfigForTests } from '@salon/platform';

/*
 * The shell's start-up (bootstrap.tsx) after a reload: a visitor who chose French on an
 * earlier visit gets <html lang="fr"> before the first render, not the "pl" that
 * index.html is served with, so screen readers and hyphenation use French from the first
 * paint. Only the outside world is replaced (bootstrap-test-support.ts).
 */

describe('shell start-up', () => {
  it('sets <html lang> to a returning visitor’s language before the first render', async () => {
    localStorage.setItem('language', 'fr');
    document.documentElement.lang = 'pl'; // as index.html serves it
    document.body.innerHTML = '<div id="root"></div>';
    // What the page says at the moment React first renders it.
    let langAtFirstRender: string | undefined;
    mockRootRender.mockImplementation(() => {
      langAtFirstRender = document.documentElement.lang;
    });
    setRuntimeConfigForTests({}); // as if /config.json had loaded: Polish by default

    await import('./bootstrap.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(mockRootRender).toHaveBeenCalledTimes(1);
    expect(langAtFirstRender).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18next.language).toBe('fr');
    // The visitor chose nothing this time: start-up reads the choice, it does not make one.
    expect(localStorage.getItem('language')).toBe('fr');
  });
});
