import { createSlice } from '@reduxjs/toolkit';

/**
 * The modals the dialog host shows besides the staged dialog: the personal-data update
 * modal (after a login) and the forced e-mail verification modal (at start-up when the
 * profile's e-mail is missing or unconfirmed). Features ask for them through these
 * actions; src/dialog-host.tsx renders them.
 */
export interface HostModalsState {
  personalData: boolean;
  emailVerification: boolean;
}

const hostModalsSlice = createSlice({
  name: 'hostModals',
  initialState: { personalData: false, emailVerification: false } as HostModalsState,
  reducers: {
    personalDataOpened: (state) => {
      state.personalData = true;
    },
    personalDataClosed: (state) => {
      state.personalData = false;
    },
    emailVerificationOpened: (state) => {
      state.emailVerification = true;
    },
    emailVerificationClosed: (state) => {
      state.emailVerification = false;
    },
    /** Signed out: nothing of the account stays open. */
    hostModalsClosed: () => ({ personalData: false, emailVerification: false }),
  },
  selectors: {
    selectHostModals: (state) => state,
  },
});

export const { personalDataOpened, personalDataClosed, emailVerificationOpened, emailVerificationClosed, hostModalsClosed } =
  hostModalsSlice.actions;
export const { selectHostModals } = hostModalsSlice.selectors;
export const hostModalsReducer = hostModalsSlice.reducer;
export const HOST_MODALS_KEY = hostModalsSlice.reducerPath;
