import type { RuntimeConfig } from '@salon/contracts';

export interface NavLinkItem {
  key: 'home' | 'salons' | 'blog' | 'shop' | 'recruitment' | 'about' | 'contact' | 'book' | 'myAccount';
  /** Internal path, or an absolute URL for external links. */
  to: string;
  external?: boolean;
}

/**
 * The shop link: the spec calls the shop an external link; when the configuration names
 * no external shop, the shop remote at /sklep serves it. Hidden when the flag is off.
 */
export function shopLink(config: RuntimeConfig): NavLinkItem | null {
  if (!config.features.shopLink) return null;
  return config.links.shop ? { key: 'shop', to: config.links.shop, external: true } : { key: 'shop', to: '/sklep' };
}

/** Desktop header links, in the spec's order (part 2, "App shell"). */
export function desktopLinks(config: RuntimeConfig): NavLinkItem[] {
  return [
    { key: 'salons', to: '/salony' },
    { key: 'blog', to: '/blog' },
    shopLink(config),
    { key: 'recruitment', to: '/pracuj-z-nami' },
    { key: 'about', to: '/o-nas' },
    { key: 'contact', to: '#kontakt' },
  ].filter((l): l is NavLinkItem => l !== null);
}

/** Mobile slide-in menu, in the spec's order; book and my account are buttons there. */
export function mobileLinks(config: RuntimeConfig): NavLinkItem[] {
  return [
    { key: 'home', to: '/home' },
    { key: 'salons', to: '/salony' },
    { key: 'book', to: '/rezerwacja' },
    { key: 'blog', to: '/blog' },
    { key: 'myAccount', to: '/profil/rezerwacje' },
    shopLink(config),
    { key: 'about', to: '/o-nas' },
    { key: 'recruitment', to: '/pracuj-z-nami' },
    { key: 'contact', to: '#kontakt' },
  ].filter((l): l is NavLinkItem => l !== null);
}

/** The reservations tab, where "my account" leads (spec part 2, "My account"). */
export const MY_ACCOUNT_PATH = '/profil/rezerwacje';
