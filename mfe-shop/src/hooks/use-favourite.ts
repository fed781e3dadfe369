import { useDispatch, useSelector } from 'react-redux';
import { useSession } from '@salon/platform';
import type { ShopProduct } from '@salon/contracts/shop-api';
import { useSetFavouriteMutation } from '../api/set-favourite.ts';
import type { ShopDispatch, ShopState } from '../app/store.ts';
import { marked, refused, type FavouriteFailure } from '../lib/favourite-marks.ts';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

export interface FavouriteState {
  /** Whether the product is the customer's favourite as far as the page knows (never for a guest). */
  favourite: boolean;
  /** A press is on its way to the API. */
  pending: boolean;
  /** The last press the API refused. */
  failure: FavouriteFailure | null;
  /** Marks or unmarks; a guest is asked to sign in instead, and nothing is marked. */
  toggle: () => void;
}

/**
 * A product's heart: optimistic (the mark shows at once, lib/favourite-marks.ts), rolled
 * back with a message when the API refuses.
 */
export function useFavourite(product: Pick<ShopProduct, 'id' | 'favourite'>): FavouriteState {
  const { authenticated } = useSession();
  const dispatch = useDispatch<ShopDispatch>();
  const askToSignIn = useSignInPrompt();
  const mark = useSelector((state: ShopState) => state.favouriteMarks.marks[product.id]);
  const failure = useSelector((state: ShopState) => state.favouriteMarks.failures[product.id] ?? null);
  const [setFavourite, { isLoading: pending }] = useSetFavouriteMutation();
  const favourite = authenticated && (mark ?? product.favourite);

  const toggle = () => {
    if (!authenticated) {
      askToSignIn();
      return;
    }
    if (pending) return;
    const wanted = !favourite;
    dispatch(marked({ productId: product.id, favourite: wanted }));
    void setFavourite({ productId: product.id, favourite: wanted }).then((result) => {
      if ('error' in result && result.error) {
        dispatch(refused({ productId: product.id, favourite: !wanted, failure: wanted ? 'add' : 'remove' }));
      }
    });
  };

  return { favourite, pending, failure: authenticated ? failure : null, toggle };
}
