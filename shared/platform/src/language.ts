import { useState } from 'react';
import { isLanguage, type Language } from '@salon/contracts/languages';
import { LANGUAGE_QUERY_KEY } from '@salon/contracts/site-paths';
import { bus, useBusEvent } from './event-bus.ts';
import { getRuntimeConfig } from './runtime-config.ts';
import { readStorage, writeStorage } from './storage.ts';
import { salonGlobals } from './window-globals.ts';

/** The localStorage key the chosen language is kept under. */
const LANGUAGE_KEY = 'language';

/**
 * The site's language: the one the visitor chose (localStorage `language`), else the
 * runtime config's `defaultLanguage`, which is DEFAULT_LANGUAGE (Polish) unless ops
 * configure another.
 */
export function getCurrentLanguage(): Language {
  const embedded = salonGlobals().__SALON_EMBED_LANGUAGE__;
  if (isLanguage(embedded)) return embedded;
  const stored = readStorage(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : getRuntimeConfig().defaultLanguage;
}

/** Options of setCurrentLanguage. */
export interface SetLanguageOptions {
  /**
   * A widget embedded in someone else's page (the booking embed): the language holds
   * for this page only, and the host page's localStorage and `<html lang>` stay as
   * they are (the widget sets `lang` on its own element).
   */
  embedded?: boolean;
}

/**
 * Switches the language: remembers it, sets `<html lang>` (screen readers, hyphenation)
 * and emits the replayed `language:changed` so every remote's i18n follows, including
 * remotes mounted later. Setting the language already announced emits nothing, so a
 * listener that calls this back cannot loop.
 */
export function setCurrentLanguage(lang: Language, options: SetLanguageOptions = {}): void {
  if (!isLanguage(lang)) throw new TypeError(`Unknown language: ${String(lang)}`);
  if (options.embedded) {
    salonGlobals().__SALON_EMBED_LANGUAGE__ = lang;
  } else {
    delete salonGlobals().__SALON_EMBED_LANGUAGE__;
    writeStorage(LANGUAGE_KEY, lang);
    document.documentElement.lang = lang;
  }
  if (bus.last('language:changed')?.language !== lang) bus.emit('language:changed', { language: lang });
}

/**
 * A page's language version opened by its address (`/salony/M101?lang=en`, the links
 * search engines and shared previews give, decision 0034): the language becomes the
 * visitor's choice, as if picked in the header, and the key leaves the address bar
 * (replaced, not a new history entry), so the address never contradicts a language
 * picked later. An unknown value is only removed. Call it once at start, before i18n.
 */
export function adoptLanguageFromAddress(): void {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(LANGUAGE_QUERY_KEY);
  if (value === null) return;
  url.searchParams.delete(LANGUAGE_QUERY_KEY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (isLanguage(value)) setCurrentLanguage(value);
}

/** The current language for a component; re-renders when any app changes it. */
export function useCurrentLanguage(): Language {
  const [language, setLanguage] = useState<Language>(() => bus.last('language:changed')?.language ?? getCurrentLanguage());
  useBusEvent('language:changed', (payload) => setLanguage(payload.language));
  return language;
}
