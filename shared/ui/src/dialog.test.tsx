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

  it('is a native dialog shown as modal, in a portal, named by its title', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    const { container } = renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    showModal.mockRestore();
  });

  it('moves focus to the first field of the content and back to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    await openDialog(user);
    // The content's first field, not the close button before it.
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

  it('leaves focus on a field that took it with autoFocus, without blurring it, and still returns it', async () => {
    const onBlur = jest.fn();
    const user = userEvent.setup();
    renderWithUi(
      <Harness>
        <Button>Pierwszy</Button>
        <input aria-label="Kod" autoFocus onBlur={onBlur} />
      </Harness>,
    );
    await openDialog(user);
    const field = screen.getByRole('textbox', { name: 'Kod' });
    expect(field).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    // No `autofocus` attribute is left behind by the opening.
    expect(field).not.toHaveAttribute('autofocus');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Otwórz' })).toHaveFocus();
  });

  it('marks the focus target with autofocus while showModal() runs, so the browser focuses it directly', async () => {
    const marked: Array<string | null> = [];
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      marked.push(this.querySelector('[autofocus]')?.getAttribute('aria-label') ?? this.getAttribute('autofocus'));
      this.setAttribute('open', '');
    });
    const user = userEvent.setup();
    renderWithUi(
      <Harness>
        <input aria-label="Kod" />
      </Harness>,
    );
    await openDialog(user);
    expect(marked).toEqual(['Kod']);
    showModal.mockRestore();
  });

  it('focuses the dialog itself when its content has nothing focusable', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness closable={false}>{<p>Trwa zapisywanie</p>}</Harness>);
    const dialog = await openDialog(user);
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape (the cancel event) and returns focus', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithUi(<Harness onClosed={onClosed} />);
    const dialog = await openDialog(user);
    const cancels: Event[] = [];
    dialog.addEventListener('cancel', (event) => cancels.push(event));
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    // The parent closes it, not the browser: the cancel event was cancelled.
    expect(cancels.map((event) => event.defaultPrevented)).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otwórz' })).toHaveFocus();
  });

  it('asks the parent when the browser closes it without a cancel it could refuse', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithUi(<Harness onClosed={onClosed} />);
    const dialog = (await openDialog(user)) as HTMLDialogElement;
    act(() => dialog.close());
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    await user.click(screen.getByRole('heading', { name: 'Zaloguj się' }));
    await user.click(screen.getByText('E-mail'));
    expect(dialog).toBeInTheDocument();
    // The content fills the <dialog>, so only a press on the backdrop targets the element itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus in the field when the backdrop is pressed', () => {
    renderWithUi(<Harness closeOnBackdrop={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    const dialog = screen.getByRole('dialog', { name: 'Zaloguj się' });
    expect(fireEvent.mouseDown(dialog)).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('textbox', { name: 'E-mail' }))).toBe(true);
  });

  it('stays open when a press starts inside and ends on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const dialog = await openDialog(user);
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'E-mail' }));
    fireEvent.mouseUp(dialog);
    fireEvent.click(dialog);
    expect(dialog).toBeInTheDocument();
  });

  it('ignores the backdrop when closeOnBackdrop is false, but still closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness closeOnBackdrop={false} />);
    const dialog = await openDialog(user);
    await user.click(dialog);
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
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('cancels the Escape keydown of a dialog that is not closable, so the browser never forces it shut', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness closable={false} />);
    await openDialog(user);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(true);
  });

  it('shows itself again when the browser closes a dialog that is not closable', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithUi(<Harness closable={false} onClosed={onClosed} />);
    const dialog = (await openDialog(user)) as HTMLDialogElement;
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
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

  it('nests: Escape closes only the top one, focus returns into the first, the lock lasts until the last closes', async () => {
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
    const inner = screen.getByRole('dialog', { name: 'Wewnętrzne' });
    expect(inner).toHaveFocus();
    expect(document.body.dataset.salonScrollLocks).toBe('2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Wewnętrzne' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Zewnętrzne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Więcej' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.dataset.salonScrollLocks).toBe('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.dataset.salonScrollLocks).toBeUndefined();
  });

  it('a dialog that is not closable keeps Escape from its parent, and a closable child from it', async () => {
    function Nested({ outerClosable }: { outerClosable: boolean }) {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={() => undefined} closable={outerClosable} title="Zewnętrzne">
          <Button onClick={() => setInner(true)}>Więcej</Button>
          <Dialog open={inner} onClose={() => setInner(false)} closable={!outerClosable} title="Wewnętrzne">
            <Button>Dalej</Button>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<Nested outerClosable={false} />);
    await user.click(screen.getByRole('button', { name: 'Więcej' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Wewnętrzne' })).not.toBeInTheDocument();
    unmount();

    renderWithUi(<Nested outerClosable />);
    await user.click(screen.getByRole('button', { name: 'Więcej' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Wewnętrzne' })).toBeInTheDocument();
  });

  it("returns focus to the first dialog's opener when one dialog replaces another", async () => {
    function Chain() {
      const [step, setStep] = useState<'none' | 'question' | 'answer'>('none');
      return (
        <>
          <Button onClick={() => setStep('question')}>Anuluj wizytę</Button>
          <Dialog open={step === 'question'} onClose={() => setStep('none')} title="Na pewno?">
            <Button onClick={() => setStep('answer')}>Tak</Button>
          </Dialog>
          <Dialog open={step === 'answer'} onClose={() => setStep('none')} title="Gotowe">
            <Button onClick={() => setStep('none')}>OK</Button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithUi(<Chain />);
    await user.click(screen.getByRole('button', { name: 'Anuluj wizytę' }));
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Anuluj wizytę' })).toHaveFocus();
  });

  it('renders the footer and the full-screen and bottom-docked layouts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<Harness fullScreen footer={<Button>Potwierdź</Button>} />);
    let dialog = await openDialog(user);
    expect(dialog).toHaveStyle({ height: '100dvh', margin: '0' });
    expect(screen.getByRole('button', { name: 'Potwierdź' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Harness bottomDocked />);
    dialog = await openDialog(user);
    expect(dialog).toHaveStyle({ marginBottom: '0' });
  });

  it('keeps a hidden title as the accessible name', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness hideTitle />);
    expect(await openDialog(user)).toBeInTheDocument();
  });
});

describe('Dialog inside a shadow root (the booking embed)', () => {
  it('portals into the UiHost container, takes focus there, closes on Escape and returns focus', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const user = userEvent.setup();
    renderWithUi(
      <UiHostProvider value={{ portalContainer: shadow, manageDocument: false }}>
        <Harness />
      </UiHostProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    await user.click(opener);
    const dialog = shadow.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    const input = shadow.querySelector('input')!;
    expect(deepActiveElement()).toBe(input);
    expect(document.activeElement).toBe(host);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    host.remove();
  });
});
