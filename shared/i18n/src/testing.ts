import type { Language, RuntimeConfig } from '@salon/contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@salon/contracts';

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
  };
}
