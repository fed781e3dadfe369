import { robotsTxt } from './robots.ts';

/** Whether Google's rule (RFC 9309: the longest matching rule wins, Allow on a tie) lets a crawler read `path`. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(.*)$/.exec(line))
    .flatMap((match) => (match ? [{ allow: match[1] === 'Allow', prefix: match[2]! }] : []))
    .filter((rule) => rule.prefix !== '' && path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt({ origin: 'https://www.example.pl', testEnvironment: false });

  it('lets crawlers read every public page', () => {
    for (const path of ['/home', '/o-nas', '/polityka-prywatnosci', '/salony', '/salony/krakow', '/salony/M101', '/blog', '/blog/koloryzacja/balayage', '/pracuj-z-nami', '/pracuj-z-nami/0123456789abcdef01234567', '/sklep', '/sklep/produkt/abc', '/sklep/voucher/abc', '/rezerwacja/miasto', '/rezerwacja/miasto?salonId=M101']) {
      expect([path, allowed(robots, path)]).toEqual([path, true]);
    }
  });

  it('keeps them out of the private pages, the booking after its first step and the API', () => {
    for (const path of ['/profil', '/profil/rezerwacje', '/wizyty/123', '/rezerwacja/usluga', '/rezerwacja/termin', '/rezerwacja/dane-rezerwacji', '/rezerwacja/edytuj/termin', '/sklep/kasa/abc', '/sklep/zamowienie/1', '/sklep/ulubione', '/email-confirmation/abc', '/unsubscribe/email/1', '/api/salons']) {
      expect([path, allowed(robots, path)]).toEqual([path, false]);
    }
  });

  it('names the sitemap on the public origin', () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.pl\/sitemap\.xml$/m);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it('shuts everything in a test environment', () => {
    const test = robotsTxt({ origin: 'https://test.example.pl', testEnvironment: true });
    for (const path of ['/', '/home', '/salony/M101']) expect(allowed(test, path)).toBe(false);
    expect(test).not.toContain('Sitemap:');
  });
});
