import type { Language } from '@salon/contracts/languages';
import { useCurrentLanguage, useSession } from '@salon/platform';

/**
 * What every shop read carries in its cache key besides its own arguments: names and
 * descriptions come in the asked language, and products' `favourite` depends on who
 * asks. A language switch or a sign-in asks again instead of showing stale copy.
 */
export interface ShopRequestContext {
  language: Language;
  signedIn: boolean;
}

export function useShopRequestContext(): ShopRequestContext {
  return { language: useCurrentLanguage(), signedIn: useSession().authenticated };
}
