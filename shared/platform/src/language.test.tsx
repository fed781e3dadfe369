import { act, render, screen } from '@testing-library/react';
import { bus } from './event-bus.ts';
import { adoptLanguageFromAddress, getCurrentLanguage, setCurrentLanguage, useCurrentLanguage } from './language.ts';
import { setRuntimeConfigForTests } from './runtime-config.ts';
import { resetWindowState } from './test-support.ts';

beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests(null);
  document.documentElement.lang = '';
});

describe('getCurrentLanguage', () => {
  it('is Polish when nothing valid is stored', () => {
    expect(getCurrentLanguage()).toBe('pl');
    localStorage.setItem('language', 'de');
    expect(getCurrentLanguage()).toBe('pl');
  });

  it('follows the runtime config default when the visitor chose nothing', () => {
    setRuntimeConfigForTests({ defaultLanguage: 'fr' });
    expect(getCurrentLanguage()).toBe('fr');
  });

  it('returns the stored choice', () => {
    localStorage.setItem('language', 'en');
    expect(getCurrentLanguage()).toBe('en');
  });
});

describe('setCurrentLanguage', () => {
  it('persists the language, sets <html lang> and emits a replayed language:changed', () => {
    const handler = jest.fn();
    bus.on('language:changed', handler);
    setCurrentLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(getCurrentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(handler).toHaveBeenCalledWith({ language: 'en' });

    const late = jest.fn();
    bus.on('language:changed', late);
    expect(late).toHaveBeenCalledWith({ language: 'en' });
  });

  it('does not announce the same language twice, so a listener calling it back cannot loop', () => {
    const handler = jest.fn(() => setCurrentLanguage('fr'));
    const off = bus.on('language:changed', handler);
    setCurrentLanguage('fr');
    setCurrentLanguage('fr');
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });

  it('embedded: the widget\'s language holds for the page, the host page\'s storage and <html lang> are left alone', () => {
    localStorage.setItem('language', 'pl');
    document.documentElement.lang = 'de';
    const handler = jest.fn();
    bus.on('language:changed', handler);
    setCurrentLanguage('en', { embedded: true });
    expect(getCurrentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('pl');
    expect(document.documentElement.lang).toBe('de');
    expect(handler).toHaveBeenCalledWith({ language: 'en' });
  });

  it('rejects a value that is not a language (callers without types)', () => {
    expect(() => setCurrentLanguage('de' as never)).toThrow('Unknown language');
    expect(localStorage.getItem('language')).toBeNull();
  });
});

describe('useCurrentLanguage', () => {
  function Lang() {
    return <p>{useCurrentLanguage()}</p>;
  }

  it('starts from the stored language and follows changes made anywhere', () => {
    localStorage.setItem('language', 'fr');
    render(<Lang />);
    expect(screen.getByText('fr')).toBeInTheDocument();
    act(() => setCurrentLanguage('en'));
    expect(screen.getByText('en')).toBeInTheDocument();
  });
});

describe('adoptLanguageFromAddress', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('makes the address’s language the visitor’s choice and takes the key out of the address', () => {
    window.history.replaceState({ kept: true }, '', '/salony/M101?page=2&lang=en#opinie');
    const length = window.history.length;
    adoptLanguageFromAddress();
    expect(getCurrentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/salony/M101?page=2#opinie');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('only removes a value that is not a language of the site', () => {
    localStorage.setItem('language', 'fr');
    window.history.replaceState(null, '', '/blog?lang=de');
    adoptLanguageFromAddress();
    expect(getCurrentLanguage()).toBe('fr');
    expect(window.location.search).toBe('');
  });

  it('leaves an address without the key alone', () => {
    window.history.replaceState(null, '', '/blog?page=3');
    adoptLanguageFromAddress();
    expect(window.location.search).toBe('?page=3');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
