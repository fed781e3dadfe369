import { createPartnerServer, partnerPageHtml } from './partner-page.ts';

describe('the demo partner page', () => {
  it('includes the site\'s loader with one script tag and has one <salon-booking>', () => {
    const html = partnerPageHtml({ siteUrl: 'http://localhost:8181/', salonId: 'M101', lang: 'en' });
    expect(html).toContain('<script src="http://localhost:8181/embed/booking.js" defer></script>');
    expect(html.match(/<salon-booking /g)).toHaveLength(1);
    expect(html).toContain('<salon-booking salon-id="M101" lang="en"></salon-booking>');
  });

  it('escapes the attributes', () => {
    const html = partnerPageHtml({ siteUrl: `http://x/'"<>`, salonId: `"><script>&'` });
    expect(html).toContain('salon-id="&quot;&gt;&lt;script&gt;&amp;&#39;"');
    expect(html).toContain('<script src="http://x/&#39;&quot;&lt;&gt;/embed/booking.js" defer></script>');
  });

  it('is served as HTML at / and nothing else', async () => {
    const app = createPartnerServer({ siteUrl: 'http://localhost:8080' });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Partner salon page');
    expect((await app.inject({ url: '/other' })).statusCode).toBe(404);
    await app.close();
  });
});
