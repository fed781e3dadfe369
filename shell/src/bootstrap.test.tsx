import i18next from 'i18next';
import { setRuntimeConfigForTests } from '@salon/platform';

/*
 * The shell's start-up (bootstrap.tsx) after a reload: a visitor who chose French on an
 * earlier visit gets <html lang="fr"> before the first render, not the "pl" that
 * index.html is served with, so screen readers and hyphenation use French from the first
 * paint. Only the outside world is replaced: React's root, module federation's runtime,
 * the network calls of start-up and the app itself.
 */

const mockRootRender = jest.fn();
jest.mock('react-dom/client', () => ({ createRoot: () => ({ render: mockRootRender }) }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));
jest.mock('./app/app.tsx', () => ({ App: () => null }));
jest.mock('./session/restore-session.ts', () => ({ restoreSession: jest.fn(async () => undefined) }));
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRegistry: jest.fn(async () => ({ remotes: {} })),
  registerRegistry: jest.fn(),
  startTracking: jest.fn(),
  track: jest.fn(),
}));

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
