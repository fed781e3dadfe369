import { Value } from '@sinclair/typebox/value';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema, companyAddress, phoneHref } from './runtime-config.ts';

describe('RuntimeConfigSchema socialLogin', () => {
  const section = RuntimeConfigSchema.properties.socialLogin;

  it('defaults to the offline development providers and the API development HMAC secret', () => {
    expect(Value.Check(RuntimeConfigSchema, DEFAULT_RUNTIME_CONFIG)).toBe(true);
    expect(DEFAULT_RUNTIME_CONFIG.socialLogin).toEqual({
      google: true,
      apple: true,
      facebook: false,
      googleClientId: null,
      appleClientId: null,
      appleRedirectUri: null,
      appleHmacSecret: 'development-apple-hmac-secret',
    });
  });

  it('takes real provider settings', () => {
    const configured = {
      ...DEFAULT_RUNTIME_CONFIG.socialLogin,
      googleClientId: '123.apps.googleusercontent.com',
      appleClientId: 'pl.salon.web',
      appleRedirectUri: 'https://salon.example/apple',
      appleHmacSecret: 'a-production-secret-of-32-characters',
    };
    expect(Value.Check(section, configured)).toBe(true);
  });

  it('refuses empty ids and secrets (the section then falls back to its defaults)', () => {
    expect(Value.Check(section, { ...DEFAULT_RUNTIME_CONFIG.socialLogin, googleClientId: '' })).toBe(false);
    expect(Value.Check(section, { ...DEFAULT_RUNTIME_CONFIG.socialLogin, appleHmacSecret: '' })).toBe(false);
  });
});

describe('RuntimeConfigSchema contacts and links', () => {
  const { company, contact, links } = RuntimeConfigSchema.properties;

  it('has no company, contact or link of anyone by default: each is null, so the UI hides it', () => {
    expect(DEFAULT_RUNTIME_CONFIG.company).toBeNull();
    expect(DEFAULT_RUNTIME_CONFIG.contact).toEqual({ phone: null, customerServiceEmail: null, recruitmentEmail: null });
    expect(DEFAULT_RUNTIME_CONFIG.links).toEqual({
      shop: null,
      social: { facebook: null, instagram: null, youtube: null, pinterest: null, tiktok: null },
      appStore: { ios: null, android: null },
    });
  });

  it('takes a whole configuration of the chain', () => {
    expect(
      Value.Check(company, { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000812345' }),
    ).toBe(true);
    expect(Value.Check(contact, { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: 'rekrutacja@kosmyk.pl' })).toBe(true);
    expect(
      Value.Check(links, {
        shop: null,
        social: { facebook: 'https://www.facebook.com/kosmyk.salony', instagram: null, youtube: null, pinterest: null, tiktok: null },
        appStore: { ios: 'https://apps.apple.com/pl/app/kosmyk/id6443219876', android: 'https://play.google.com/store/apps/details?id=pl.kosmyk.app' },
      }),
    ).toBe(true);
  });

  it.each(['', '#', '/o-nas', 'javascript:alert(1)', 'www.facebook.com/kosmyk', 'https://'])('refuses %j as a link: it would be a dead or unsafe href', (href) => {
    expect(Value.Check(links, { ...DEFAULT_RUNTIME_CONFIG.links, social: { ...DEFAULT_RUNTIME_CONFIG.links.social, facebook: href } })).toBe(false);
    expect(Value.Check(links, { ...DEFAULT_RUNTIME_CONFIG.links, appStore: { ios: href, android: null } })).toBe(false);
  });

  it('refuses empty or malformed contacts', () => {
    for (const bad of [{ phone: '' }, { phone: 'call us' }, { customerServiceEmail: '' }, { recruitmentEmail: 'rekrutacja' }]) {
      expect(Value.Check(contact, { ...DEFAULT_RUNTIME_CONFIG.contact, ...bad })).toBe(false);
    }
  });

  it('refuses half a company or a misspelt key', () => {
    const kosmyk = { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' };
    expect(Value.Check(company, kosmyk)).toBe(true);
    const { nip: _nip, ...withoutNip } = kosmyk;
    expect(Value.Check(company, withoutNip)).toBe(false);
    expect(Value.Check(company, { ...kosmyk, nipp: '5253000123' })).toBe(false);
    expect(Value.Check(company, { ...kosmyk, postcode: '00850' })).toBe(false);
    expect(Value.Check(company, { ...kosmyk, krs: null })).toBe(false);
  });
});

describe('contact helpers', () => {
  it('dials the digits of a number as written for people', () => {
    expect(phoneHref('+48 22 290 40 40')).toBe('tel:+48222904040');
    expect(phoneHref('(22) 290-40-40')).toBe('tel:222904040');
  });

  it('writes the company address on one line', () => {
    expect(companyAddress({ name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' })).toBe(
      'ul. Prosta 20, 00-850 Warszawa',
    );
  });
});
