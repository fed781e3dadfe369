import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { UiHostProvider } from './ui-host.tsx';
import { useDocumentMeta, type DocumentMeta } from './document-meta.ts';
import { structuredDataItems } from './testing.ts';

let mockLanguage = 'pl';
jest.mock('@salon/platform', () => ({ useRuntimeConfig: () => ({ brand: 'Salon Test', defaultLanguage: 'pl' }), useCurrentLanguage: () => mockLanguage }));

const metaContent = (name: string): string | null | undefined =>
  document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

beforeEach(() => {
  mockLanguage = 'pl';
  document.head.innerHTML = '';
  document.title = 'Before';
});

describe('useDocumentMeta', () => {
  it('leaves the title and meta tags alone inside an embedded widget (manageDocument false)', () => {
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(UiHostProvider, { value: { portalContainer: null, manageDocument: false } }, children);
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Termin', description: 'Opis', noindex: true }), { wrapper });
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('meta')).toBeNull();
    unmount();
    expect(document.title).toBe('Before');
  });

  it('sets the title with the brand and restores the previous one on unmount', () => {
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Salony' }));
    expect(document.title).toBe('Salony | Salon Test');
    unmount();
    expect(document.title).toBe('Before');
  });

  it('adds a description and removes the tag it created on unmount', () => {
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Miasto', description: 'Wybierz miasto' }));
    expect(metaContent('description')).toBe('Wybierz miasto');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('changes an existing description and puts its content back on unmount', () => {
    document.head.innerHTML = '<meta name="description" content="Default">';
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Blog', description: 'Artykuły' }));
    expect(metaContent('description')).toBe('Artykuły');
    unmount();
    expect(metaContent('description')).toBe('Default');
  });

  it('leaves the description alone when none is given', () => {
    document.head.innerHTML = '<meta name="description" content="Default">';
    renderHook(() => useDocumentMeta({ title: 'Usługa' }));
    expect(metaContent('description')).toBe('Default');
  });

  it('adds robots noindex only when asked, and takes it away on unmount', () => {
    const { rerender, unmount } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), {
      initialProps: { title: 'Miasto' } as DocumentMeta,
    });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    rerender({ title: 'Termin', noindex: true });
    expect(metaContent('robots')).toBe('noindex');
    expect(document.title).toBe('Termin | Salon Test');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('Before');
  });

  it('restores an existing robots tag after noindex', () => {
    document.head.innerHTML = '<meta name="robots" content="index, follow">';
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Termin', noindex: true }));
    expect(metaContent('robots')).toBe('noindex');
    unmount();
    expect(metaContent('robots')).toBe('index, follow');
  });

  it('points the canonical link at the page on the site origin and takes it away on unmount', () => {
    const { rerender, unmount } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), {
      initialProps: { title: 'Kraków', canonical: '/salony/krakow' } as DocumentMeta,
    });
    const link = () => document.head.querySelector('link[rel="canonical"]');
    expect(link()?.getAttribute('href')).toBe(`${window.location.origin}/salony/krakow`);
    rerender({ title: 'Salon', canonical: 'https://example.com/salony/M101' });
    expect(link()?.getAttribute('href')).toBe('https://example.com/salony/M101');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    unmount();
    expect(link()).toBeNull();
  });

  it('names the page in its language, with its language versions, og:url and og:locale, and takes them away on unmount', () => {
    mockLanguage = 'en';
    const { origin } = window.location;
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Kraków', canonical: '/salony/krakow' }));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/salony/krakow?lang=en`);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['pl', `${origin}/salony/krakow`],
      ['en', `${origin}/salony/krakow?lang=en`],
      ['fr', `${origin}/salony/krakow?lang=fr`],
      ['x-default', `${origin}/salony/krakow`],
    ]);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${origin}/salony/krakow?lang=en`);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_GB');
    unmount();
    expect(document.head.querySelector('link')).toBeNull();
    expect(document.head.querySelector('meta')).toBeNull();
  });

  it('takes out the tags the gateway wrote for the first page, so none stays behind on the next', () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://www.example.pl/home" data-head="server"><link rel="alternate" hreflang="en" href="https://www.example.pl/home?lang=en" data-head="server"><meta property="og:site_name" content="Kosmyk" data-head="server"><meta name="theme-color" content="#6B2D5C">';
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Profil', noindex: true }));
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });

  it('adds structured data as JSON-LD that no text can break out of, once per content', () => {
    const data = { '@type': 'HairSalon', name: 'Salon </script><script>alert(1)</script>' };
    const { rerender, unmount } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), {
      initialProps: { title: 'Salon', structuredData: data } as DocumentMeta,
    });
    const scripts = () => document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual(data);
    rerender({ title: 'Salon', structuredData: { ...data } });
    expect(scripts()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('points og:image at the picture on the site origin, changes an existing one and puts it back on unmount', () => {
    const ogImage = () => document.head.querySelector('meta[property="og:image"]');
    const { rerender, unmount } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), {
      initialProps: { title: 'Artykuł', image: '/api/images/salons/p1/5_3.webp' } as DocumentMeta,
    });
    expect(ogImage()?.getAttribute('content')).toBe(`${window.location.origin}/api/images/salons/p1/5_3.webp`);
    // A name="og:image" would be ignored by link previews: the Open Graph attribute is property.
    expect(document.head.querySelector('meta[name="og:image"]')).toBeNull();
    rerender({ title: 'Artykuł', image: 'https://cdn.example/p2.webp' });
    expect(ogImage()?.getAttribute('content')).toBe('https://cdn.example/p2.webp');
    unmount();
    expect(ogImage()).toBeNull();

    document.head.innerHTML = '<meta property="og:image" content="https://site.example/logo.png">';
    const second = renderHook(() => useDocumentMeta({ title: 'Artykuł', image: '/a.webp' }));
    expect(ogImage()?.getAttribute('content')).toBe(`${window.location.origin}/a.webp`);
    second.unmount();
    expect(ogImage()?.getAttribute('content')).toBe('https://site.example/logo.png');
  });

  it('leaves og:image alone when no picture is given', () => {
    document.head.innerHTML = '<meta property="og:image" content="https://site.example/logo.png">';
    renderHook(() => useDocumentMeta({ title: 'Salony' }));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://site.example/logo.png');
  });
  it('gives link previews the title, the description and the picture with its size, as the gateway does', () => {
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    const { unmount } = renderHook(() =>
      useDocumentMeta({
        title: 'Salon Rynek',
        description: 'Fryzjer w Krakowie',
        image: { url: '/api/images/salons/p1/5_3.webp?w=1280', width: 1280, height: 768, alt: 'Wnętrze salonu', type: 'image/webp' },
        structuredData: [{ '@type': 'HairSalon', name: 'Salon Rynek' }, { '@type': 'BreadcrumbList' }],
      }),
    );
    expect(meta('og:title')).toBe('Salon Rynek');
    expect(meta('og:description')).toBe('Fryzjer w Krakowie');
    expect(meta('og:image')).toBe(`${window.location.origin}/api/images/salons/p1/5_3.webp?w=1280`);
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:alt'), meta('og:image:type')]).toEqual(['1280', '768', 'Wnętrze salonu', 'image/webp']);
    expect(structuredDataItems()).toEqual([{ '@type': 'HairSalon', name: 'Salon Rynek' }, { '@type': 'BreadcrumbList' }]);
    expect(meta('og:type')).toBe('website');
    unmount();
    expect(document.head.querySelector('meta')).toBeNull();
  });
});
