import { useRef, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import { Dialog } from './dialog.tsx';
import type { DialogProps } from './dialog.tsx';
import { Button } from './button.tsx';
import { renderWithUi } from './testing.ts';
import { UiHostProvider, deepActiveElement } from './ui-host.tsx';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());

/** An opener button and the dialog it controls, as a page would have them. */
function Harness(props: Partial<DialogProps> & { onClosed?: () => void }) {
  const { onClosed, children, ...dialogProps } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Otwórz</Button>
      <Dialog
        title="Zaloguj się"
        {...dialogProps}
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
      >
        {children ?? (
          <>
            <label>
              E-mail <input type="email" />
            </label>
            <Button>Dalej</Button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Otwórz' }));
  return screen.getByRole('dialog', { name: 'Zaloguj się' });
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, named by its title', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and back to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    const dialog = await openDialog(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the element given as initialFocusRef', async () => {
    function WithRef() {
      const [open, setOpen] = useState(false);
      const resend = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Otwórz</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Zaloguj się" initialFocusRef={resend}>
            <input aria-label="Kod" />
            <Button ref={resend}>Wyślij ponownie</Button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithUi(<WithRef />);
    await openDialog(user);
    expect(screen.getByRole('button', { name: 'Wyślij ponownie' })).toHaveFocus();
  });

  it('leaves focus on a field that took it with autoFocus', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <Harness>
        <Button>Pierwszy</Button>
        <input aria-label="Kod" autoFocus />
      </Harness>,
    );
    await openDialog(user);
    expect(screen.getByRole('textbox', { name: 'Kod' })).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing focusable', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness closable={false}>{<p>Trwa zapisywanie</p>}</Harness>);
    const dialog = await openDialog(user);
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('traps Tab inside the dialog in both directions', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    await openDialog(user);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const next = screen.getByRole('button', { name: 'Dalej' });
    const close = screen.getByRole('button', { name: 'Zamknij' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    // Forward from the last element wraps to the first (the close button in the header).
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('wraps from the last focusable element to the first', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness footer={<Button>Potwierdź</Button>} />);
    await openDialog(user);
    screen.getByRole('button', { name: 'Potwierdź' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Potwierdź' })).toHaveFocus();
  });

  it('closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithUi(<Harness onClosed={onClosed} />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otwórz' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    await user.click(screen.getByRole('heading', { name: 'Zaloguj się' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a press starts inside and ends on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'E-mail' }));
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(dialog).toBeInTheDocument();
  });

  it('ignores the backdrop when closeOnBackdrop is false, but still closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness closeOnBackdrop={false} />);
    const dialog = await openDialog(user);
    await user.click(dialog.parentElement as HTMLElement);
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when not closable: no close button, Escape and backdrop do nothing', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithUi(<Harness closable={false} onClosed={onClosed} />);
    const dialog = await openDialog(user);
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('translates the close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    await openDialog(user);
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('locks page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderWithUi(<Harness />);
    await openDialog(user);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the lock until the last of two dialogs closes, and Escape closes only the top one', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Zewnętrzne">
          <Button onClick={() => setInner(true)}>Więcej</Button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Wewnętrzne">
            <p>Szczegóły</p>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    document.body.style.overflow = '';
    renderWithUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Więcej' }));
    expect(screen.getByRole('dialog', { name: 'Wewnętrzne' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Wewnętrzne' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Zewnętrzne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Więcej' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('renders the footer and the full-screen and bottom-docked layouts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<Harness fullScreen footer={<Button>Potwierdź</Button>} />);
    let dialog = await openDialog(user);
    expect(dialog).toHaveStyle({ height: '100dvh' });
    expect(screen.getByRole('button', { name: 'Potwierdź' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Harness bottomDocked />);
    dialog = await openDialog(user);
    expect(dialog.parentElement).toHaveStyle({ alignItems: 'flex-end' });
  });

  it('keeps a hidden title as the accessible name', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness hideTitle />);
    expect(await openDialog(user)).toBeInTheDocument();
  });
});

describe('Dialog inside a shadow root (the booking embed)', () => {
  it('portals into the UiHost container, takes focus there, keeps Tab inside and closes on Escape', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const user = userEvent.setup();
    renderWithUi(
      <UiHostProvider value={{ portalContainer: shadow, manageDocument: false }}>
        <Harness />
      </UiHostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    const dialog = shadow.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    expect(document.body.querySelector(':scope > div > [role="dialog"]')).toBeNull();
    const input = shadow.querySelector('input')!;
    expect(deepActiveElement()).toBe(input);
    expect(document.activeElement).toBe(host);

    // Tab from the last control goes back to the first, inside the shadow root.
    const buttons = shadow.querySelectorAll('button');
    const last = buttons[buttons.length - 1]!;
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(deepActiveElement()).toBe(shadow.querySelector('button'));

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
    host.remove();
  });
});
