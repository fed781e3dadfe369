import { screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image.tsx';
import { renderWithUi } from './testing.ts';

const photo = '/api/images/salons/krakow-rynek-1/5_3.webp';
const wide = '/api/images/salons/krakow-rynek-1/17_6.webp';

const sourcesOf = (container: HTMLElement) => Array.from(container.querySelectorAll('picture > source'));

describe('ResponsiveImage', () => {
  it('offers AVIF first, then WebP, each at the given widths with the given sizes', () => {
    const { container } = renderWithUi(
      <ResponsiveImage src={photo} variant="5_3" alt="Salon Rynek" sizes="(min-width: 720px) 50vw, 100vw" widths={[320, 640, 960]} />,
    );
    const [avif, webp, ...rest] = sourcesOf(container);
    expect(rest).toHaveLength(0);
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      '/api/images/salons/krakow-rynek-1/5_3.avif?w=320 320w, /api/images/salons/krakow-rynek-1/5_3.avif 640w, /api/images/salons/krakow-rynek-1/5_3.avif?w=960 960w',
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute(
      'srcset',
      '/api/images/salons/krakow-rynek-1/5_3.webp?w=320 320w, /api/images/salons/krakow-rynek-1/5_3.webp 640w, /api/images/salons/krakow-rynek-1/5_3.webp?w=960 960w',
    );
    for (const source of [avif, webp]) expect(source).toHaveAttribute('sizes', '(min-width: 720px) 50vw, 100vw');
  });

  it('falls back to the default rendition, with the ratio reserved and lazy, async loading', () => {
    renderWithUi(<ResponsiveImage src={photo} variant="5_3" alt="Salon Rynek" />);
    const img = screen.getByRole('img', { name: 'Salon Rynek' });
    expect(img).toHaveAttribute('src', photo);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '384');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveStyle({ width: '100%', height: 'auto' });
  });

  it.each([
    ['9_11', '782'],
    ['17_6', '226'],
    ['mini', '640'],
  ] as const)('a %s image is 640 × %s', (variant, height) => {
    renderWithUi(<ResponsiveImage src={`/api/images/salons/a/${variant}.webp`} variant={variant} alt="" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', height);
    expect(sourcesOf(document.body)[0]).toHaveAttribute('height', height);
  });

  it('loads the image above the fold eagerly and first when asked', () => {
    renderWithUi(<ResponsiveImage src={photo} variant="5_3" alt="Salon Rynek" loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Salon Rynek' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('switches to the wide variant where its media query matches, each source with its own box', () => {
    const { container } = renderWithUi(
      <ResponsiveImage src={photo} variant="5_3" alt="Salon Rynek" wideSrc={wide} widths={[640, 1280]} />,
    );
    const sources = sourcesOf(container);
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('media')])).toEqual([
      ['image/avif', '(min-width: 720px)'],
      ['image/webp', '(min-width: 720px)'],
      ['image/avif', null],
      ['image/webp', null],
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/api/images/salons/krakow-rynek-1/17_6.avif 640w, /api/images/salons/krakow-rynek-1/17_6.avif?w=1280 1280w',
    );
    expect(sources[1]).toHaveAttribute('height', '226');
    expect(sources[3]).toHaveAttribute('srcset', expect.stringContaining('5_3.webp?w=1280 1280w'));
    expect(sources[3]).toHaveAttribute('height', '384');
    // Below the media query the narrow picture is the fallback.
    expect(screen.getByRole('img')).toHaveAttribute('src', photo);
  });

  it('takes another wide variant and media query', () => {
    const { container } = renderWithUi(
      <ResponsiveImage src={photo} variant="9_11" alt="" wideSrc={photo} wideVariant="5_3" wideMedia="(min-width: 1150px)" />,
    );
    const [wideAvif] = sourcesOf(container);
    expect(wideAvif).toHaveAttribute('media', '(min-width: 1150px)');
    expect(wideAvif).toHaveAttribute('height', '384');
    expect(container.querySelector('img')).toHaveAttribute('height', '782');
  });
});
