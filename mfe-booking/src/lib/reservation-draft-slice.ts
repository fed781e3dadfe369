import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Coordinates } from '@salon/contracts/catalog-api';

/*
 * The booking draft (spec part 1, sections 3 and 4). The entity shapes below hold only
 * what the draft and its rules need; the full schemas arrive in @salon/contracts with
 * the areas, services and slots endpoints, and these types then narrow to them.
 */

/** A price as the API sends it (PLN in practice). */
export interface Price {
  value: number;
  currency: string;
}

/** An area: a department or a city, by configuration. Identified by code and name. */
export interface DraftArea {
  code: string;
  name: string;
  virtual?: boolean;
}

export interface DraftService {
  id: string;
  name: string;
  /** Minutes. */
  duration?: number;
  price?: Price | null;
}

export interface DraftSalon {
  id: string;
  name: string;
  /** Ids of the services the salon offers; when unknown no service is taken as missing. */
  services?: string[];
  /** The price of the chosen service in this salon, carried over from the slot. */
  servicePrice?: Price | null;
}

/** A hairdresser; a repeated visit may know only the name. */
export interface DraftHairdresser {
  id: string | null;
  name: string | null;
}

export interface DraftContact {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | null;
  rememberContact?: boolean;
}

export interface DraftError {
  message: string;
  explanation?: string | null;
}

export type ReservationStage = 'none' | 'ongoing' | 'finished';


export interface ReservationDraft {
  area: DraftArea | null;
  service: DraftService | null;
  salon: DraftSalon | null;
  /**
   * The salon was picked on purpose (booking link with salonId, preferred salon, salon
   * filter) rather than by taking a slot: the spec keeps such a salon when the service
   * changes, and drops one that only came with a slot.
   */
  salonChosen: boolean;
  /** Start of the chosen slot, local ISO without zone (`yyyy-MM-ddTHH:mm:ss`). */
  date: string | null;
  /** The API's hold on the chosen slot (POST /api/reservation-holds); it goes with the date. */
  holdId: string | null;
  /**
   * When the hold lapses (the API's `expiresAt`, an ISO instant): the final form says
   * until when the time is held, then that it no longer is. Null when not known (a time
   * handed over from salon details, whose event carries no expiry).
   */
  holdExpiresAt: string | null;
  /**
   * Codes of the areas whose salons offer the service a booking link named (root with
   * only serviceId); the area step disables the others. Null: every area is available.
   */
  availableAreas: string[] | null;
  hairdresser: DraftHairdresser | null;
  contact: DraftContact | null;
  error: DraftError | null;
  stage: ReservationStage;
  /** The draft was started from the repeat-last-visit card. */
  isLastVisitFromCard: boolean;
  /** The customer came back from the details widget's edit link to change one thing. */
  editing: boolean;
  /** The position the customer shared on the area step; null until they do. */
  customerLocation: Coordinates | null;
}

export const initialReservationDraft: ReservationDraft = {
  area: null,
  service: null,
  salon: null,
  salonChosen: false,
  date: null,
  holdId: null,
  holdExpiresAt: null,
  availableAreas: null,
  hairdresser: null,
  contact: null,
  error: null,
  stage: 'none',
  isLastVisitFromCard: false,
  editing: false,
  customerLocation: null,
};

/** A chosen slot: it brings its salon (with the service price), time and maybe a hairdresser. */
export interface SlotChoice {
  salon: DraftSalon;
  date: string;
  hairdresser?: DraftHairdresser | null;
  /** The hold the API gave the slot, when it was held. */
  holdId?: string | null;
  /** When that hold lapses (the API's `expiresAt`). */
  holdExpiresAt?: string | null;
}

const sameArea = (a: DraftArea, b: DraftArea): boolean => a.code === b.code && a.name === b.name;

/** A slot's time and its hold go together. */
function clearDate(state: ReservationDraft): void {
  state.date = null;
  state.holdId = null;
  state.holdExpiresAt = null;
}

/** A hairdresser belongs to a salon, so it goes with it. */
function clearSalon(state: ReservationDraft): void {
  state.salon = null;
  state.salonChosen = false;
  state.hairdresser = null;
}

const reservationDraftSlice = createSlice({
  name: 'reservationDraft',
  initialState: initialReservationDraft,
  reducers: {
    /** A different area clears the service, the salon and the date (the same area changes nothing). */
    areaSelected(state, { payload }: PayloadAction<DraftArea>) {
      if (state.area && sameArea(state.area, payload)) return;
      state.area = payload;
      state.service = null;
      clearDate(state);
      clearSalon(state);
    },
    /**
     * A different service clears the date and, unless the salon was chosen on purpose,
     * the salon; a salon that does not offer the service is cleared in any case.
     */
    serviceSelected(state, { payload }: PayloadAction<DraftService>) {
      if (state.service?.id === payload.id) return;
      state.service = payload;
      clearDate(state);
      const offered = state.salon?.services?.includes(payload.id) ?? true;
      if (!state.salonChosen || !offered) clearSalon(state);
    },
    /** A salon chosen on purpose; another salon's slot time means nothing here, so the date goes. */
    salonSelected(state, { payload }: PayloadAction<DraftSalon>) {
      if (state.salon?.id !== payload.id) {
        clearDate(state);
        state.hairdresser = null;
      }
      state.salon = payload;
      state.salonChosen = true;
    },
    /** A slot sets the salon (with the service price), the date and the hairdresser, or any hairdresser. */
    slotSelected(state, { payload }: PayloadAction<SlotChoice>) {
      state.salonChosen = state.salonChosen && state.salon?.id === payload.salon.id;
      state.salon = payload.salon;
      state.date = payload.date;
      state.holdId = payload.holdId ?? null;
      state.holdExpiresAt = state.holdId ? (payload.holdExpiresAt ?? null) : null;
      state.hairdresser = payload.hairdresser ?? null;
    },
    /** The areas a booking link's service is offered in (null: all). */
    availableAreasChanged(state, { payload }: PayloadAction<string[] | null>) {
      state.availableAreas = payload;
    },
    contactChanged(state, { payload }: PayloadAction<DraftContact | null>) {
      state.contact = payload;
    },
    errorChanged(state, { payload }: PayloadAction<DraftError | null>) {
      state.error = payload;
    },
    stageChanged(state, { payload }: PayloadAction<ReservationStage>) {
      state.stage = payload;
    },
    lastVisitFromCardChanged(state, { payload }: PayloadAction<boolean>) {
      state.isLastVisitFromCard = payload;
    },
    /** The customer shared their position ("use my location"): salons are then searched nearest first. */
    customerLocated(state, { payload }: PayloadAction<Coordinates>) {
      state.customerLocation = payload;
    },
    /** The details widget's edit link: go back one step and return with the back-to-last button. */
    editingStarted(state) {
      state.editing = true;
    },
    /** Clears everything (booking root, the shell's quit confirmation, `booking:reset`). */
    reservationReset() {
      return initialReservationDraft;
    },
    /**
     * A hairdresser without a slot yet (the repeat-last-visit card carries the last
     * visit's one to the date step). Null: any hairdresser. It belongs to the current
     * salon, so a later salonSelected of another salon clears it as before.
     */
    hairdresserSelected(state, { payload }: PayloadAction<DraftHairdresser | null>) {
      state.hairdresser = payload;
    },
  },
});

export const {
  areaSelected,
  serviceSelected,
  salonSelected,
  slotSelected,
  availableAreasChanged,
  contactChanged,
  errorChanged,
  stageChanged,
  lastVisitFromCardChanged,
  editingStarted,
  reservationReset,
  hairdresserSelected,
  customerLocated,
} = reservationDraftSlice.actions;

/**
 * The draft's reducer. On top of the slice's rules: any action that changes the draft,
 * other than starting an edit or sharing a location (not a choice of the booking), ends
 * edit-from-widget mode (spec part 1, section 4).
 * Reducers return the same state when nothing changes, so re-picking the current
 * area keeps the back-to-last button.
 */
export function reservationDraftReducer(state: ReservationDraft | undefined, action: UnknownAction): ReservationDraft {
  const next = reservationDraftSlice.reducer(state, action);
  if (state !== undefined && next !== state && next.editing && !editingStarted.match(action) && !customerLocated.match(action)) {
    return { ...next, editing: false };
  }
  return next;
}

/** Where the draft sits in the store. */
export const RESERVATION_DRAFT_KEY = 'reservationDraft';

export const selectReservationDraft = (state: { [RESERVATION_DRAFT_KEY]: ReservationDraft }): ReservationDraft =>
  state[RESERVATION_DRAFT_KEY];
