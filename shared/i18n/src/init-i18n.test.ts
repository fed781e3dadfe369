import i18next from 'i18next';
import { initI18n, registerNamespace } from './init-i18n.ts';
import { commonErrorMessage } from './error-message.ts';
import type { PlatformMock } from './testing.ts';
import type * as PlatformTesting from './testing.ts';
import type * as InitI18nModule from './init-i18n.ts';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('./testing.ts').createPlatformMock('en'),
);

// The mocked module, to drive the bus and check what init asked for.
const platform = jest.requireMock<PlatformMock>('@salon/platform');

describe('registerNamespace before init', () => {
  it('keeps the bundles until init adds them', async () => {
    registerNamespace('early', { pl: { hello: 'Cześć' }, en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } });
    expect(i18next.isInitialized).toBeFalsy();
    await initI18n();
    expect(i18next.t('early:hello')).toBe('Hello');
  });
});

describe('initI18n', () => {
  beforeAll(() => initI18n());

  it('starts in the platform language with the common namespace as default', () => {
    expect(i18next.language).toBe('en');
    expect(i18next.options.defaultNS).toBe('common');
    expect(i18next.options.fallbackLng).toEqual(['pl']);
    expect(i18next.t('close')).toBe('Close');
  });

  it('is idempotent: a second call neither re-initialises nor adds a second listener', async () => {
    const init = jest.spyOn(i18next, 'init');
    await initI18n();
    await initI18n();
    expect(init).not.toHaveBeenCalled();
    // Registered once during the first init; clearMocks reset the count, so none since.
    expect(platform.bus.on).not.toHaveBeenCalled();
  });

  it('is idempotent across copies of this package (each remote bundles its own)', async () => {
    const init = jest.spyOn(i18next, 'init');
    let secondCopy: typeof InitI18nModule | undefined;
    jest.isolateModules(() => {
      // A fresh copy of this package, sharing i18next as module federation does.
      jest.doMock('i18next', () => ({ __esModule: true, default: i18next }));
      jest.doMock('@salon/platform', () => platform);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous fresh copy inside isolateModules
      secondCopy = require('./init-i18n.ts');
    });
    await secondCopy?.initI18n();
    expect(init).not.toHaveBeenCalled();
    expect(platform.bus.on).not.toHaveBeenCalled();
    secondCopy?.registerNamespace('from-copy', { pl: { x: 'iks' }, en: { x: 'ex' }, fr: { x: 'ixe' } });
    expect(i18next.t('from-copy:x', { lng: 'fr' })).toBe('ixe');
  });

  it('follows language:changed from the bus', async () => {
    platform.setCurrentLanguage('fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('fr');
    expect(i18next.t('close')).toBe('Fermer');
    platform.setCurrentLanguage('pl');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.t('close')).toBe('Zamknij');
  });

  it('adds a namespace registered after init, deep-merging and overwriting', () => {
    registerNamespace('late', {
      pl: { a: { b: 'jeden', c: 'dwa' } },
      en: { a: { b: 'one', c: 'two' } },
      fr: { a: { b: 'un', c: 'deux' } },
    });
    registerNamespace('late', { pl: { a: { c: 'DWA' } }, en: { a: { c: 'TWO' } }, fr: { a: { c: 'DEUX' } } });
    expect(i18next.t('late:a.b', { lng: 'pl' })).toBe('jeden');
    expect(i18next.t('late:a.c', { lng: 'pl' })).toBe('DWA');
    expect(i18next.t('late:a.c', { lng: 'fr' })).toBe('DEUX');
  });

  it('falls back to Polish for a key missing in the language', () => {
    registerNamespace('partial', { pl: { only: 'Tylko po polsku' }, en: {}, fr: {} });
    expect(i18next.t('partial:only', { lng: 'en' })).toBe('Tylko po polsku');
  });
});

describe('Polish plurals', () => {
  beforeAll(async () => {
    await initI18n();
    registerNamespace('plural-test', {
      pl: { points_one: '{{count}} punkt', points_few: '{{count}} punkty', points_many: '{{count}} punktów', points_other: '{{count}} punktu' },
      en: { points_one: '{{count}} point', points_other: '{{count}} points' },
      fr: { points_one: '{{count}} point', points_many: '{{count}} points', points_other: '{{count}} points' },
    });
  });

  it.each([
    [1, '1 punkt'],
    [2, '2 punkty'],
    [4, '4 punkty'],
    [5, '5 punktów'],
    [12, '12 punktów'],
    [22, '22 punkty'],
    [25, '25 punktów'],
    [0, '0 punktów'],
  ])('%i gives "%s"', (count, expected) => {
    expect(i18next.t('plural-test:points', { count, lng: 'pl' })).toBe(expected);
  });

  it('uses one/other in English and French', () => {
    expect(i18next.t('plural-test:points', { count: 1, lng: 'en' })).toBe('1 point');
    expect(i18next.t('plural-test:points', { count: 22, lng: 'en' })).toBe('22 points');
    expect(i18next.t('plural-test:points', { count: 0, lng: 'fr' })).toBe('0 point');
    expect(i18next.t('plural-test:points', { count: 2, lng: 'fr' })).toBe('2 points');
  });
});

describe('commonErrorMessage', () => {
  beforeAll(() => initI18n());

  it('translates known codes and falls back to the short message', async () => {
    await i18next.changeLanguage('pl');
    expect(commonErrorMessage('UNKNOWN_ERROR')).toMatch(/nieoczekiwany błąd/);
    expect(commonErrorMessage('NETWORK')).toMatch(/połączenie z internetem/);
    // The gateway's 413 on a body over its limit (deploy/src/api-proxy.ts).
    expect(commonErrorMessage('PAYLOAD_TOO_LARGE')).toMatch(/za duże/);
    expect(commonErrorMessage('SOMETHING_NEW')).toBe('Coś poszło nie tak. Spróbuj ponownie.');
    expect(commonErrorMessage(undefined)).toBe('Coś poszło nie tak. Spróbuj ponownie.');
  });
});

describe('registerNamespace from a remote built with newer common keys', () => {
  beforeAll(() => initI18n());

  it('adds common keys the live shell lacks, without overwriting the ones it has', () => {
    // As if the shell's older copy had no `home` key and a different `close` text.
    for (const lng of ['pl', 'en', 'fr']) {
      i18next.removeResourceBundle(lng, 'common');
      i18next.addResourceBundle(lng, 'common', { close: 'Shut' });
    }
    expect(i18next.exists('common:home')).toBe(false);

    registerNamespace('late-remote', { pl: { x: 'x' }, en: { x: 'x' }, fr: { x: 'x' } });

    const t = i18next.getFixedT('en');
    expect(t('common:home')).toBe('Home');
    expect(t('common:close')).toBe('Shut');
  });
});
