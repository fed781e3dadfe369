import { useEffect, useState } from 'react';
import type { Language, RuntimeConfig } from '@salon/contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@salon/contracts';
import { mergeLocaleParts, type LocaleParts } from './locale-parts.ts';

type LanguageListener = (payload: { language: Language }) => void;

/** The part of @salon/platform that @salon/i18n and @salon/ui use, as a test double. */
export interface PlatformMock {
  getCurrentLanguage: jest.Mock<Language, []>;
  setCurrentLanguage: jest.Mock<void, [Language]>;
  bus: {
    on: jest.Mock<() => void, ['language:changed', LanguageListener]>;
    emit: (event: 'language:changed', payload: { language: Language }) => void;
  };
  loadRuntimeConfig: jest.Mock<Promise<RuntimeConfig>, []>;
  /** The language for a component, re-rendered when `setCurrentLanguage` changes it. */
  useCurrentLanguage: () => Language;
}

/**
 * A stand-in for `@salon/platform` in unit tests, so that a package's tests do not
 * depend on the real bus, session or `/config.json`. Use it from a `jest.mock` factory
 * (jest hoists the call above the imports, so the factory loads this module itself):
 *
 * ```ts
 * jest.mock('@salon/platform', () =>
 *   jest.requireActual<typeof import('@salon/i18n/testing')>('@salon/i18n/testing').createPlatformMock('pl'),
 * );
 * ```
 *
 * `setCurrentLanguage` emits `language:changed` like the real platform does, and
 * `bus.on` replays the last language to a late subscriber (the event is state).
 */
export function createPlatformMock(initial: Language = 'pl'): PlatformMock {
  let language: Language = initial;
  let announced = false;
  const listeners = new Set<LanguageListener>();

  const emit = (_event: 'language:changed', payload: { language: Language }): void => {
    language = payload.language;
    announced = true;
    listeners.forEach((listener) => listener(payload));
  };

  return {
    getCurrentLanguage: jest.fn(() => language),
    setCurrentLanguage: jest.fn((next: Language) => emit('language:changed', { language: next })),
    bus: {
      on: jest.fn((_event: 'language:changed', listener: LanguageListener) => {
        listeners.add(listener);
        if (announced) listener({ language });
        return () => {
          listeners.delete(listener);
        };
      }),
      emit,
    },
    loadRuntimeConfig: jest.fn(async () => DEFAULT_RUNTIME_CONFIG),
    useCurrentLanguage() {
      const [current, setCurrent] = useState(language);
      useEffect(() => {
        const listener: LanguageListener = (payload) => setCurrent(payload.language);
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      }, []);
      return current;
    },
  };
}

/** Every leaf key of a nested dictionary, as 'a.b.c', with its value. */
function leaves(dictionary: object, prefix = ''): [string, unknown][] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/**
 * Keys without i18next's plural suffixes: Polish has `_one`, `_few`, `_many` and `_other`
 * where English has `_one` and `_other` and French `_one`, `_many` and `_other`, and that
 * is the same string (locales-parity.test.ts checks the forms of every language).
 */
const baseKeys = (dictionary: object) =>
  [...new Set(leaves(dictionary).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

/**
 * The checks every namespace built from feature parts passes, as jest tests: every
 * string exists in Polish, English and French; no part overwrites another's top-level
 * key (the merge is shallow); no string is empty. Call it at the top of a test file.
 */
export function describeLocaleParts(name: string, parts: LocaleParts): void {
  const resources = mergeLocaleParts(parts);
  describe(`the ${name} namespace`, () => {
    test('every string exists in Polish, English and French', () => {
      const pl = baseKeys(resources.pl);
      expect(baseKeys(resources.en)).toEqual(pl);
      expect(baseKeys(resources.fr)).toEqual(pl);
    });

    test('no part overwrites another part’s top-level key', () => {
      for (const language of ['pl', 'en', 'fr'] as const) {
        const topLevel = parts[language].flatMap((part) => Object.keys(part));
        expect(new Set(topLevel).size).toBe(topLevel.length);
      }
    });

    test('no string is empty', () => {
      for (const language of ['pl', 'en', 'fr'] as const) {
        for (const [key, value] of leaves(resources[language])) expect([key, value]).toEqual([key, expect.stringMatching(/\S/)]);
      }
    });
  });
}
