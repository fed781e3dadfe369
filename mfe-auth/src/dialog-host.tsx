import './i18n.ts';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { useBusEvent } from '@salon/platform';
import { store as defaultStore, type AuthStore } from './app/store.ts';
import { AuthDialog } from './features/auth-dialog/components/auth-dialog.tsx';
import { authDialogOptions, type AuthDialogOptions } from './features/auth-dialog/lib/dialog-options.ts';

export interface AuthDialogHostProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: AuthStore;
}

/**
 * The auth remote's `./dialog-host`, mounted once by the shell. Any app opens the
 * dialog with the `auth:open` bus event; a sign-in or sign-out anywhere closes it.
 * Default export: the shell loads it with React.lazy.
 */
export default function AuthDialogHost({ store = defaultStore }: AuthDialogHostProps) {
  // Kept after closing, so the title does not change while the dialog animates out.
  const [options, setOptions] = useState<AuthDialogOptions>(() => authDialogOptions({}));
  const [open, setOpen] = useState(false);

  useBusEvent('auth:open', (payload) => {
    setOptions(authDialogOptions(payload));
    setOpen(true);
  });
  useBusEvent('auth:login', () => setOpen(false));
  useBusEvent('auth:logout', () => setOpen(false));

  return (
    <Provider store={store}>
      <AuthDialog open={open} options={options} onClose={() => setOpen(false)} />
    </Provider>
  );
}
