import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderWithUi } from '@salon/ui/testing';
import './messages.ts';
import { ResendButton, type ResendButtonProps } from './resend-button.tsx';

function renderButton(props: Partial<ResendButtonProps> = {}) {
  const onResend = props.onResend ?? jest.fn(async () => undefined);
  renderWithUi(<ResendButton {...props} onResend={onResend} />);
  return { onResend, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const button = () => screen.getByRole('button', { name: 'Wyślij kod ponownie' });
/** The live region beside the button (the page has others). */
const announcer = () => within(button().parentElement!).getByRole('status');
/** Lets the awaited onResend settle, inside act (React's scheduler runs on the fake timers). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeAll(() => initI18n());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ResendButton', () => {
  it('counts 30 seconds down from mount as 0:SS, disabled until the end', () => {
    renderButton();
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('0:30');
    expect(screen.getByText('Nowy kod możesz wysłać za 0:30')).toBeInTheDocument();
    wait(1000);
    expect(button()).toHaveTextContent('0:29');
    wait(20_000);
    expect(button()).toHaveTextContent('0:09');
    expect(button()).toBeDisabled();
    wait(9000);
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveTextContent(/\d:\d\d/);
    expect(screen.queryByText(/Nowy kod możesz wysłać/)).not.toBeInTheDocument();
  });

  it('shows minutes for a longer cooldown', () => {
    renderButton({ cooldownSeconds: 60 });
    expect(button()).toHaveTextContent('1:00');
    wait(1000);
    expect(button()).toHaveTextContent('0:59');
  });

  it('keeps the button’s name steady while the time changes', () => {
    renderButton();
    wait(5000);
    expect(button()).toHaveAccessibleName('Wyślij kod ponownie');
  });

  it('is available at once when no code was sent yet', () => {
    renderButton({ coolingDownAtStart: false });
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveTextContent(/\d:\d\d/);
  });

  it('after a click: sends, is disabled while sending, then counts down again', async () => {
    let finish: () => void = () => undefined;
    const onResend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderButton({ onResend, coolingDownAtStart: false });
    await user.click(button());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button()).toBeDisabled();
    expect(button()).not.toHaveTextContent(/\d:\d\d/);
    await act(async () => finish());
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('0:30');
    wait(30_000);
    expect(button()).toBeEnabled();
    await user.click(button());
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('does not call again while the countdown runs', async () => {
    const { user, onResend } = renderButton();
    await user.click(button());
    expect(onResend).not.toHaveBeenCalled();
  });

  it('accepts a callback that returns nothing', async () => {
    const onResend = jest.fn();
    const { user } = renderButton({ onResend, coolingDownAtStart: false });
    await user.click(button());
    await settle();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('0:30');
  });

  it('after a failed send: no countdown, the customer may try again', async () => {
    const onResend = jest.fn(async () => {
      throw new Error('RATE_LIMITED');
    });
    const { user } = renderButton({ onResend, coolingDownAtStart: false });
    await user.click(button());
    await settle();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveTextContent(/\d:\d\d/);
  });

  it('announces the start and the end of the wait only, not every second', async () => {
    const { user } = renderButton({ coolingDownAtStart: false });
    const region = announcer();
    expect(region).toHaveTextContent('');
    await user.click(button());
    await settle();
    expect(region).toHaveTextContent('Nowy kod będzie można wysłać za 0:30.');
    wait(10_000);
    expect(region).toHaveTextContent('Nowy kod będzie można wysłać za 0:30.');
    wait(20_000);
    expect(region).toHaveTextContent('Możesz już wysłać kod ponownie.');
  });
});
