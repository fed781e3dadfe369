import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Visit } from '../../../api/get-visit.ts';

/** A service picked while editing (the full Service shape comes with the services endpoint). */
export interface EditService {
  id: string;
  name: string;
}

export interface EditHairdresser {
  id: string | null;
  name: string | null;
}

/** The edit flow's state (`/rezerwacja/edytuj/*`): the visit being changed and the new choices. */
export interface VisitEditState {
  /**
   * The id of the visit being changed. Known before the visit itself after a reload: the
   * choices come back from the tab's storage, the visit from the API (decision 0025).
   */
  visitId: string | null;
  /** The visit as the API last answered it; null until loaded. */
  visit: Visit | null;
  service: EditService | null;
  /** New start, local ISO without zone. */
  date: string | null;
  hairdresser: EditHairdresser | null;
  /**
   * The hold on the picked time (POST /api/reservation-holds), sent with the edit. A new
   * service keeps it: the next pick replaces it, and until then its time stays shown.
   */
  holdId: string | null;
  /** When that hold lapses (the API's `expiresAt`), for the confirm step to say. */
  holdExpiresAt: string | null;
}

export const initialVisitEdit: VisitEditState = {
  visitId: null,
  visit: null,
  service: null,
  date: null,
  hairdresser: null,
  holdId: null,
  holdExpiresAt: null,
};

/** A picked time: its start, hairdresser (null: any) and hold. */
export interface EditSlotChoice {
  date: string;
  hairdresser?: EditHairdresser | null;
  holdId?: string | null;
  holdExpiresAt?: string | null;
}

const visitEditSlice = createSlice({
  name: 'visitEdit',
  initialState: initialVisitEdit,
  reducers: {
    /** The edit root: start over on this visit, with no new choices yet. */
    editStarted(_state, { payload }: PayloadAction<Visit>) {
      return { ...initialVisitEdit, visitId: payload.id, visit: payload };
    },
    /**
     * A step's address named this visit and it has loaded (a reload, the Back button
     * into the flow, a shared link): the choices this tab made for the same visit stay,
     * another visit starts over.
     */
    editVisitLoaded(state, { payload }: PayloadAction<Visit>) {
      if (state.visitId !== payload.id) return { ...initialVisitEdit, visitId: payload.id, visit: payload };
      state.visit = payload;
    },
    /** A different service makes the chosen time meaningless (its length changes), as in booking. */
    editServiceSelected(state, { payload }: PayloadAction<EditService>) {
      if (state.service?.id === payload.id) return;
      state.service = payload;
      state.date = null;
      state.hairdresser = null;
    },
    /** Picking a slot stores its time and hairdresser (spec part 1, section 4 "Edit"). */
    editSlotSelected(state, { payload }: PayloadAction<EditSlotChoice>) {
      state.date = payload.date;
      state.hairdresser = payload.hairdresser ?? null;
      state.holdId = payload.holdId ?? null;
      state.holdExpiresAt = state.holdId ? (payload.holdExpiresAt ?? null) : null;
    },
    editReset() {
      return initialVisitEdit;
    },
  },
});

export const { editStarted, editVisitLoaded, editServiceSelected, editSlotSelected, editReset } = visitEditSlice.actions;
export const visitEditReducer = visitEditSlice.reducer;

export const VISIT_EDIT_KEY = 'visitEdit';

export const selectVisitEdit = (state: { [VISIT_EDIT_KEY]: VisitEditState }): VisitEditState => state[VISIT_EDIT_KEY];
