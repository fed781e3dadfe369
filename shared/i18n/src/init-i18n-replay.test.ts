import i18next from 'i18next';
import { initI18n } from './init-i18n.ts';
import type { PlatformMock } from './testing.ts';
import type * as PlatformTesting from './testing.ts';

jest.mock('@salon/platform', () => jest.requireActual<typeof PlatformTesting>('./testing.ts').createPlatformMock('pl'));
const platform = jest.requireMock<PlatformMock>('@salon/platform');

describe('initI18n and a language announced early', () => {
  it('applies the replayed language:changed once initialised', async () => {
    // The shell switched to French before this app initialised, and the platform's
    // getter is momentarily stale: the replayed event must still win.
    platform.bus.emit('language:changed', { language: 'fr' });
    platform.getCurrentLanguage.mockReturnValueOnce('pl');
    await initI18n();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('fr');
    expect(i18next.t('retry')).toBe('Réessayer');
  });
});
