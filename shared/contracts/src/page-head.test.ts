import { documentTitle, serializeJsonLd } from './page-head.ts';

describe('serializeJsonLd', () => {
  it('writes JSON no text in the data can end the script element with, read back unchanged', () => {
    const data = { '@type': 'HairSalon', name: `</script><script>alert(1)</script><!-- & "Ola" 'Ala'` };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('documentTitle', () => {
  it('appends the brand when there is one', () => {
    expect(documentTitle('Salony', 'Kosmyk')).toBe('Salony | Kosmyk');
    expect(documentTitle('Salony', '')).toBe('Salony');
  });
});
