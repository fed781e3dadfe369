import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts';
import { desktopLinks, mobileLinks, shopLink } from './nav-links.ts';

const withLinks = (patch: Partial<RuntimeConfig['links']>, shop = true): RuntimeConfig => ({
  ...DEFAULT_RUNTIME_CONFIG,
  features: { ...DEFAULT_RUNTIME_CONFIG.features, shopLink: shop },
  links: { ...DEFAULT_RUNTIME_CONFIG.links, ...patch },
});

describe('header links', () => {
  it('lists the desktop links in the spec order', () => {
    expect(desktopLinks(withLinks({})).map((l) => l.key)).toEqual(['salons', 'blog', 'shop', 'recruitment', 'about', 'contact']);
  });

  it('lists the mobile menu in the spec order', () => {
    expect(mobileLinks(withLinks({})).map((l) => l.key)).toEqual([
      'home',
      'salons',
      'book',
      'blog',
      'myAccount',
      'shop',
      'about',
      'recruitment',
      'contact',
    ]);
  });

  it('sends the shop link to the external shop when one is configured', () => {
    expect(shopLink(withLinks({ shop: 'https://sklep.example.pl' }))).toEqual({
      key: 'shop',
      to: 'https://sklep.example.pl',
      external: true,
    });
    expect(shopLink(withLinks({ shop: null }))).toEqual({ key: 'shop', to: '/sklep' });
  });

  it('hides the shop when the flag is off', () => {
    expect(desktopLinks(withLinks({}, false)).map((l) => l.key)).not.toContain('shop');
    expect(mobileLinks(withLinks({}, false)).map((l) => l.key)).not.toContain('shop');
  });
});
