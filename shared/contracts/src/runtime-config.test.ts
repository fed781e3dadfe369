import { Value } from '@sinclair/typebox/value';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema } from './runtime-config.ts';

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
