import '../../../i18n.ts';
import { screen } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { Dialog } from '@salon/ui';
import { renderWithUi } from '@salon/ui/testing';
import { authDialogOptions } from '../lib/dialog-options.ts';
import { AuthDialog } from './auth-dialog.tsx';

// The real Dialog, watched: how it is laid out (full screen, docked) has no accessible trace.
jest.mock('@salon/ui', () => {
  const actual = jest.requireActual('@salon/ui');
  return { ...actual, Dialog: jest.fn(actual.Dialog) };
});

const lastDialogProps = () => jest.mocked(Dialog).mock.lastCall?.[0];

beforeAll(() => initI18n());

describe('AuthDialog', () => {
  it('passes the defaults: not full screen, not docked, closable by button and backdrop', () => {
    renderWithUi(<AuthDialog open options={authDialogOptions({})} onClose={() => undefined} />);
    expect(lastDialogProps()).toMatchObject({ fullScreen: false, bottomDocked: false, closable: true, closeOnBackdrop: true });
    expect(screen.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' })).toBeInTheDocument();
  });

  it('passes full screen, bottom docked and not closable through', () => {
    renderWithUi(
      <AuthDialog
        open
        options={authDialogOptions({ stage: 'LOGIN', fullScreen: true, bottomDocked: true, closable: false })}
        onClose={() => undefined}
      />,
    );
    expect(lastDialogProps()).toMatchObject({ fullScreen: true, bottomDocked: true, closable: false, closeOnBackdrop: false });
    expect(screen.getByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
  });
});
