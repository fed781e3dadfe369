import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { bus, getCurrentLanguage } from '@salon/platform';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The namespace every app may use for generic copy (buttons, generic errors, loading). */
export const COMMON_NAMESPACE = 'common';

/** One namespace's translations, all three languages required so none is forgotten. */
export type NamespaceResources = Record<Language, object>;

/*
 * @salon/i18n is NOT a federation singleton (only i18next and react-i18next are), so
 * every remote carries its own copy of this module. Whatever must exist once per page
 * (the init promise, the language listener, bundles waiting for init) therefore lives
 * on globalThis under a registered symbol, not in module variables: copies built from
 * different versions of this package still find each other's state.
 */
interface SharedState {
  init?: Promise<void>;
  unsubscribeLanguage?: () => void;
  pending: { ns: string; resources: NamespaceResources; overwrite: boolean }[];
}
const STATE_KEY = Symbol.for('@salon/i18n/state');
function sharedState(): SharedState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: SharedState };
  holder[STATE_KEY] ??= { pending: [] };
  return holder[STATE_KEY];
}

function addBundles(ns: string, resources: NamespaceResources, overwrite: boolean): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, ns, resources[language], true, overwrite);
  }
}

/**
 * Adds (deep-merges, overwriting existing keys) one namespace in all three languages
 * to the shared i18next instance. Safe to call before `initI18n()`: i18next has no
 * resource store until init, so the bundles wait and are added by init.
 *
 * @example registerNamespace('booking', { pl, en, fr });
 */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  // `store` only exists once some copy has started init (it is created synchronously there).
  if (i18next.store) {
    addBundles(ns, resources, true);
    // A remote may be built with newer `common` keys than the live shell: its copy adds
    // the keys the page lacks (never overwriting), so remotes can ship before the shell.
    addBundles(COMMON_NAMESPACE, { pl, en, fr }, false);
  } else {
    const { pending } = sharedState();
    pending.push({ ns, resources, overwrite: true });
    pending.push({ ns: COMMON_NAMESPACE, resources: { pl, en, fr }, overwrite: false });
  }
}

function attachLanguageListener(state: SharedState): void {
  if (state.unsubscribeLanguage) return;
  state.unsubscribeLanguage = bus.on('language:changed', ({ language }) => {
    if (isLanguage(language) && i18next.language !== language) {
      void i18next.changeLanguage(language);
    }
  });
}

/**
 * Initialises the default i18next instance (a federation singleton shared by the shell
 * and every remote) with react-i18next, in the platform's current language, and keeps
 * it in step with the `language:changed` bus event.
 *
 * Idempotent across the page: the first call (normally the shell's, or a remote's on its
 * own dev server) initialises; later calls, from any copy of this package, wait for that
 * same init and only make sure the language listener is attached. A later copy also adds
 * any `common` keys it knows that the page does not have yet, without overwriting.
 */
export function initI18n(): Promise<void> {
  const state = sharedState();

  if (state.init || i18next.isInitialized || i18next.isInitializing) {
    addBundles(COMMON_NAMESPACE, { pl, en, fr }, false);
    state.init ??= Promise.resolve();
    return state.init.then(() => attachLanguageListener(state));
  }

  const language = getCurrentLanguage();
  state.init = i18next
    .use(initReactI18next)
    .init({
      lng: isLanguage(language) ? language : DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: { pl: { common: pl }, en: { common: en }, fr: { common: fr } },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: {
        // All resources are bundled in the apps (no backend), so nothing ever has to
        // suspend; and a namespace registered after the first render (a remote loaded
        // later) must re-render the components that already asked for it.
        useSuspense: false,
        bindI18n: 'languageChanged loaded',
        bindI18nStore: 'added',
      },
    })
    // Listen only once i18next can switch: the event is replayed at subscription, and a
    // language that changed meanwhile is applied then.
    .then(() => attachLanguageListener(state));
  // i18next creates its store synchronously inside init(), so bundles registered
  // before init can be added now, before anyone awaiting init renders.
  const waiting = state.pending.splice(0);
  waiting.forEach(({ ns, resources, overwrite }) => addBundles(ns, resources, overwrite));
  return state.init;
}

/**
 * The language formatting and translation should use now: i18next's when it runs one
 * of ours (it follows `language:changed`), else the platform's.
 */
export function currentLanguage(): Language {
  const active = i18next.resolvedLanguage ?? i18next.language;
  if (isLanguage(active)) return active;
  const platform = getCurrentLanguage();
  return isLanguage(platform) ? platform : DEFAULT_LANGUAGE;
}
