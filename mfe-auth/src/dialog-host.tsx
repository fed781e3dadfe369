import './i18n.ts';
import { useCallback, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { takeLogoutNotice, useBusEvent } from '@salon/platform';
import { authApi } from './app/api.ts';
import { useAuthDispatch, useAuthSelector } from './app/hooks.ts';
import { store as defaultStore, type AuthStore } from './app/store.ts';
import { AuthDialog } from './features/auth-dialog/components/auth-dialog.tsx';
import { authDialogOptions, type AuthDialogOptions } from './features/auth-dialog/lib/dialog-options.ts';
import { flowReset, stageChanged } from './features/auth-dialog/store/auth-flow-slice.ts';
import { EmailVerificationModal } from './features/email-verification/components/email-verification-modal.tsx';
import { useEmailVerificationAtStart } from './features/email-verification/hooks/use-email-verification-at-start.ts';
import { PersonalDataModal } from './features/personal-data/components/personal-data-modal.tsx';
import { PreferredSalonConfirm } from './features/preferred-salon/components/preferred-salon-confirm.tsx';
import { emailVerificationClosed, hostModalsClosed, personalDataClosed, selectHostModals } from './lib/host-modals-slice.ts';

export interface AuthDialogHostProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: AuthStore;
}

/**
 * The auth remote's `./dialog-host`, mounted once by the shell. Any app opens the
 * dialog with `auth:open` (or `auth:reset-password` for the reset stage); a logout closes
 * everything, and a forced or inactive one says why. It also shows the personal-data
 * modal after a login, the forced e-mail verification modal (closable when the profile
 * asks to add, confirm or change the address: `auth:email-change`) and the confirmation of a
 * preferred salon chosen by any remote's heart (`preferred-salon:choose`). Default
 * export: the shell loads it with React.lazy.
 */
export default function AuthDialogHost({ store = defaultStore }: AuthDialogHostProps) {
  return (
    <Provider store={store}>
      <Host />
    </Provider>
  );
}

function Host() {
  const dispatch = useAuthDispatch();
  const modals = useAuthSelector(selectHostModals);
  // Kept after closing, so the title does not change while the dialog animates out.
  const [options, setOptions] = useState<AuthDialogOptions>(() => authDialogOptions({}));
  const [open, setOpen] = useState(false);

  const show = useCallback((payload: Parameters<typeof authDialogOptions>[0]) => {
    setOptions(authDialogOptions(payload));
    setOpen(true);
  }, []);

  useBusEvent('auth:open', (payload) => {
    dispatch(flowReset({ stage: payload.stage }));
    show(payload);
  });
  // The profile's "add, confirm or change e-mail": the verification modal, closable.
  const [emailChange, setEmailChange] = useState(false);
  useBusEvent('auth:email-change', () => setEmailChange(true));
  useBusEvent('auth:reset-password', ({ email, phone }) => {
    dispatch(flowReset({ stage: 'RESET_PASSWORD', email, phone }));
    show({ stage: 'RESET_PASSWORD' });
  });
  const tellLogout = useCallback(
    (reason: 'forced' | 'inactive') => {
      dispatch(hostModalsClosed());
      if (reason === 'inactive') {
        // Spec part 1, section 8: USER_INACTIVE (403) → the inactive modal and a forced logout.
        dispatch(flowReset({ stage: 'USER_INACTIVE' }));
        show({ stage: 'USER_INACTIVE' });
      } else {
        dispatch(flowReset());
        dispatch(stageChanged({ stage: 'IDENTIFICATION', notice: 'sessionExpired' }));
        show({});
      }
    },
    [dispatch, show],
  );
  useBusEvent('auth:logout', () => {
    // Nothing of the account outlives its session (a cached profile, suggested salons).
    dispatch(authApi.util.resetApiState());
    const notice = takeLogoutNotice();
    if (notice) {
      tellLogout(notice);
      return;
    }
    dispatch(hostModalsClosed());
    setOpen(false);
  });
  // A logout that happened while this remote was loading (the page's first call failed).
  useEffect(() => {
    const notice = takeLogoutNotice();
    if (notice) tellLogout(notice);
  }, [tellLogout]);
  useEmailVerificationAtStart();

  return (
    <>
      <AuthDialog open={open} options={options} onClose={() => setOpen(false)} />
      <PersonalDataModal open={modals.personalData && !open && !modals.emailVerification} onClose={() => dispatch(personalDataClosed())} />
      <EmailVerificationModal open={modals.emailVerification} onClose={() => dispatch(emailVerificationClosed())} />
      <EmailVerificationModal open={emailChange && !modals.emailVerification} closable onClose={() => setEmailChange(false)} />
      <PreferredSalonConfirm />
    </>
  );
}
