import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a heart press tried and failed to do, shown beside that heart. */
export type FavouriteFailure = 'add' | 'remove';

export interface FavouriteMarksState {
  /** The customer's marks made on this page, by product id: they win over the `favourite` of cached answers. */
  marks: Record<string, boolean>;
  /** The last press of a product's heart that the API refused. */
  failures: Record<string, FavouriteFailure>;
}

const initialState: FavouriteMarksState = { marks: {}, failures: {} };

/**
 * The hearts' state across the shop's screens. A product appears in several cached
 * answers (list pages, its own page, the favourites), each with its `favourite` as it
 * was when fetched; a press is recorded here at once (optimistic) and every heart of
 * that product reads it, so they agree without refetching the lists. A refused press
 * puts the mark back and records the failure (kept here, not in the heart: on the
 * favourites page the card leaves as soon as it is pressed, and comes back with it).
 */
export const favouriteMarks = createSlice({
  name: 'favouriteMarks',
  initialState,
  reducers: {
    marked(state, { payload }: PayloadAction<{ productId: string; favourite: boolean }>) {
      state.marks[payload.productId] = payload.favourite;
      delete state.failures[payload.productId];
    },
    refused(state, { payload }: PayloadAction<{ productId: string; favourite: boolean; failure: FavouriteFailure }>) {
      state.marks[payload.productId] = payload.favourite;
      state.failures[payload.productId] = payload.failure;
    },
    /** Signed out: the marks were that customer's. */
    cleared() {
      return initialState;
    },
  },
});

export const { marked, refused, cleared } = favouriteMarks.actions;
