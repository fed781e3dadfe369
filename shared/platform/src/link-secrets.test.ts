import { linkSecretParams, withoutLinkSecrets } from './link-secrets.ts';

describe('withoutLinkSecrets', () => {
  it("takes the unsubscribe link's signature out on any page", () => {
    expect(withoutLinkSecrets('?sig=s', '/unsubscribe/email/c1')).toBe('');
    expect(withoutLinkSecrets('?utm_source=mail&sig=s', '/unsubscribe/email/c1')).toBe('?utm_source=mail');
    expect(withoutLinkSecrets('?sig=s&a=1', '/home')).toBe('?a=1');
  });

  it("takes the manage-visit link's token out on a visit's page", () => {
    expect(withoutLinkSecrets('?t=tok', '/wizyty/v1')).toBe('');
    expect(withoutLinkSecrets('?t=tok&utm_source=sms&cancel', '/wizyty/v1')).toBe('?utm_source=sms&cancel=');
    expect(withoutLinkSecrets('?t=tok', '/wizyty/v1/anything')).toBe('');
  });

  it('leaves `t` alone where it is no secret, and a query without secrets as it is', () => {
    expect(withoutLinkSecrets('?t=30s', '/blog/film')).toBe('?t=30s');
    expect(withoutLinkSecrets('?t=30s', '/wizyty')).toBe('?t=30s');
    expect(withoutLinkSecrets('?a=1&cancel', '/wizyty/v1')).toBe('?a=1&cancel');
    expect(withoutLinkSecrets('', '/wizyty/v1')).toBe('');
  });

  it('names the secret keys of a page', () => {
    expect(linkSecretParams('/wizyty/v1')).toEqual(['sig', 't']);
    expect(linkSecretParams('/rezerwacja/miasto')).toEqual(['sig']);
  });
});
