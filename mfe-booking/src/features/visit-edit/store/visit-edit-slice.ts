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
}

export const initialVisitEdit: VisitEditState = { visit: null, service: null, date: null, hairdresser: null, holdId: null };

const visitEditSlice = createSlice({
  name: 'visitEdit',
  initialState: initialVisitEdit,
  reducers: {
    /** The edit root: start over on this visit, with no new choices yet. */
    editStarted(_state, { payload }: PayloadAction<Visit>) {
      return { ...initialVisitEdit, visit: payload };
    },
    /** A different service makes the chosen time meaningless (its length changes), as in booking. */
    editServiceSelected(state, { payload }: PayloadAction<EditService>) {
      if (state.service?.id === payload.id) return;
      state.service = payload;
      state.date = null;
      state.hairdresser = null;
    },
    /** Picking a slot stores its time and hairdresser (spec part 1, section 4 "Edit"). */
    editSlotSelected(
      state,
      { payload }: PayloadAction<{ date: string; hairdresser?: EditHairdresser | null; holdId?: string | null }>,
    ) {
      state.date = payload.date;
      state.hairdresser = payload.hairdresser ?? null;
      state.holdId = payload.holdId ?? null;
    },
    editReset() {
      return initialVisitEdit;
    },
  },
});

export const { editStarted, editServiceSelected, editSlotSelected, editReset } = visitEditSlice.actions;
export const visitEditReducer = visitEditSlice.reducer;

export const VISIT_EDIT_KEY = 'visitEdit';

export const selectVisitEdit = (state: { [VISIT_EDIT_KEY]: VisitEditState }): VisitEditState => state[VISIT_EDIT_KEY];
