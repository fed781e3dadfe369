import { LANGUAGES } from '@salon/contracts/languages';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { TEXT_VARIABLES, placeholdersOf } from '../site-text.ts';
import { ABOUT_TEXTS, aboutFacts, aboutPageHead, aboutText, readAboutCopy } from './about-page.ts';
import { NASTY_NAME, testPageContext } from '../../test-support.ts';

const config = (patch: Partial<RuntimeConfig> = {}): RuntimeConfig => ({ ...DEFAULT_RUNTIME_CONFIG, brand: 'Kosmyk', ...patch });

/** Every string of a nested dictionary. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];

describe('the about-us texts', () => {
  it('are whole in every language and name only values the configuration gives', () => {
    for (const language of LANGUAGES) {
      expect([language, readAboutCopy(ABOUT_TEXTS[language].about)]).toEqual([language, expect.objectContaining({ sections: expect.any(Array) })]);
      const unknown = strings(ABOUT_TEXTS[language].about)
        .flatMap(placeholdersOf)
        .filter((name) => !(TEXT_VARIABLES as readonly string[]).includes(name));
      expect(unknown).toEqual([]);
    }
  });

  it('refuses copy of the wrong shape', () => {
    const about = ABOUT_TEXTS.pl.about as object;
    expect(readAboutCopy({ ...about, sections: [{ heading: 'x', paragraphs: [1] }] })).toBeNull();
    expect(readAboutCopy({ ...about, lead: ' ' })).toBeNull();
    expect(readAboutCopy('about')).toBeNull();
  });
});

describe('aboutText', () => {
  it('fills the brand everywhere', () => {
    const about = aboutText({ language: 'pl', config: config() })!;
    expect(about.title).toBe('O nas');
    expect(about.description).toMatch(/^Kosmyk to sieć salonów/);
    expect(about.lead).toMatch(/^Kosmyk – /);
    expect(JSON.stringify(about)).not.toContain('{{');
  });
});

describe('the about-us page', () => {
  const input = testPageContext('en', config());

  it('has its title and description, the logo and Home › About us', () => {
    const about = aboutText(input)!;
    const head = aboutPageHead(about, input);
    expect(head).toMatchObject({ title: 'About us', description: about.description, image: { url: '/logo.png', alt: 'Kosmyk logo' } });
    expect(head.structuredData?.[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'About us', item: 'https://www.example.pl/o-nas?lang=en' }] });
  });

  it('gives crawlers its heading, lead and sections, a configured brand with markup as text', () => {
    const hostile = { ...input, config: config({ brand: NASTY_NAME }) };
    const facts = aboutFacts(aboutText(hostile)!, hostile).value;
    expect(facts).toMatch(/^<h1>About us<\/h1><p>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;/);
    expect(facts).not.toMatch(/<\/?script|<b>/);
    expect(facts.match(/<h2>/g)).toHaveLength(readAboutCopy(ABOUT_TEXTS.en.about)!.sections.length);
  });
});
