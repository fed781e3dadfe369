import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STAGES } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { Dialog } from '@salon/ui';
import { renderDialog } from '../../../test/render-dialog.tsx';
import { STAGES } from '../stages/index.ts';

// The real Dialog, watched: how it is laid out (full screen, docked) has no accessible trace.
jest.mock('@salon/ui', () => {
  const actual = jest.requireActual('@salon/ui');
  return { ...actual, Dialog: jest.fn(actual.Dialog) };
});

/** A provider sign-in under way: the social stages need one (without it they show ERROR). */
const GOOGLE = { provider: 'google', token: 'google-id-token', apple: null, user: null } as const;
const APPLE = { provider: 'apple', token: 'apple-id-token', apple: { code: 'c', id_token: 'apple-id-token' }, user: null } as const;

const lastDialogProps = () => jest.mocked(Dialog).mock.lastCall?.[0];

beforeAll(() => initI18n());

describe('AuthDialog', () => {
  it('has a body for every stage of the spec', () => {
    expect(AUTH_STAGES.filter((stage) => !STAGES[stage])).toEqual([]);
  });

  it('passes the defaults: not full screen, not docked, closable by button and backdrop', () => {
    renderDialog('IDENTIFICATION');
    expect(lastDialogProps()).toMatchObject({ fullScreen: false, bottomDocked: false, closable: true, closeOnBackdrop: true });
    expect(screen.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' })).toBeInTheDocument();
  });

  it('passes full screen, bottom docked and not closable through', () => {
    renderDialog('LOGIN', { flow: { email: 'ala@example.com' }, options: { fullScreen: true, bottomDocked: true, closable: false } });
    expect(lastDialogProps()).toMatchObject({ fullScreen: true, bottomDocked: true, closable: false, closeOnBackdrop: false });
    expect(screen.getByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it('titles the dialog by the group of the current stage as the flow moves', () => {
    const view = renderDialog('IDENTIFICATION');
    view.goTo('GOOGLE_PHONE', { social: GOOGLE });
    expect(screen.getByRole('dialog', { name: 'Logowanie przez Google' })).toBeInTheDocument();
    view.goTo('RESET_PASSWORD_SECOND', { email: 'ala@example.com', resetToken: '1234' });
    expect(screen.getByRole('dialog', { name: 'Resetowanie hasła' })).toBeInTheDocument();
  });

  it.each([
    ['REGISTER_SECOND', 'REGISTER'],
    ['REGISTER_PHONE_CODE_VERIFICATION', 'REGISTER_PHONE_CODE_SEND'],
    ['REGISTER_EMAIL_CODE_VERIFICATION', 'REGISTER_CHOOSE'],
    ['GOOGLE_PHONE_VERIFICATION', 'GOOGLE_PHONE'],
    ['APPLE_PHONE_CODE_VERIFICATION', 'APPLE_PHONE'],
  ] as const)('the back arrow of %s leads to %s', async (stage, back) => {
    const social = stage.startsWith('GOOGLE') ? GOOGLE : stage.startsWith('APPLE') ? APPLE : null;
    const view = renderDialog(stage, { flow: { email: 'ala@example.com', phone: '+48 600 100 200', social } });
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(view.stage()).toBe(back);
  });

  it('has no back arrow where the spec names none', () => {
    renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    expect(screen.queryByRole('button', { name: 'Wstecz' })).toBeNull();
  });

  it('shows the notice the flow was sent with', () => {
    renderDialog('IDENTIFICATION', { flow: { notice: 'sessionExpired' } });
    expect(screen.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument();
  });

  it('moves focus into the new stage when the stage changes', async () => {
    const view = renderDialog('IDENTIFICATION');
    view.goTo('REGISTER_PHONE_CODE_SEND', { email: 'ala@example.com' });
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });
});
