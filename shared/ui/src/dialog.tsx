import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { media } from './theme.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import { lockBodyScroll } from './scroll-lock.ts';
import { deepActiveElement, useUiHost } from './ui-host.tsx';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, backdrop click or the close button; the parent sets `open` to false. */
  onClose: () => void;
  /** Names the dialog (`aria-labelledby`); shown as its heading. */
  title: ReactNode;
  children?: ReactNode;
  /** When false there is no close button and neither Escape nor the backdrop closes it. */
  closable?: boolean;
  /** Whether a click on the backdrop closes it (only when closable). */
  closeOnBackdrop?: boolean;
  /** Covers the whole viewport (the booking flow's authentication on mobile). */
  fullScreen?: boolean;
  /** Docked to the bottom edge like a sheet. */
  bottomDocked?: boolean;
  /** Actions below the scrolling content. */
  footer?: ReactNode;
  /**
   * What receives focus on open. By default: an element of the content that took focus
   * itself (`autoFocus`), else the first focusable element of the content, else the dialog.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keeps the title for screen readers but hides it, for content with its own heading. */
  hideTitle?: boolean;
}

// Only to pick the first field of the content: the browser keeps focus in the dialog.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

function firstFocusableIn(root: HTMLElement | null): HTMLElement | undefined {
  return Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(
    (element) => element.tabIndex >= 0 && element.closest('[inert], [aria-hidden="true"]') === null,
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const riseIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;
const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

interface LayoutProps {
  $fullScreen: boolean;
  $bottomDocked: boolean;
}

/*
 * The panel itself; the browser draws ::backdrop behind it in the top layer. Fixed and
 * shown even before showModal(): React commits the content (and an `autoFocus` field
 * focuses itself) just before, and a field in a hidden or in-flow dialog would either
 * not take focus or scroll the page to the end of <body>.
 */
const Root = styled.dialog<LayoutProps>`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  width: min(100% - 2 * ${({ theme }) => theme.space.md}, 560px);
  max-width: none;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  margin: auto;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => theme.durations.normal} ease-out;
  outline: none;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  /* GlobalStyle's reduced-motion rule does not reach ::backdrop. */
  @media (prefers-reduced-motion: no-preference) {
    &::backdrop {
      animation: ${fadeIn} ${({ theme }) => theme.durations.fast} ease-out;
    }
  }

  ${({ $bottomDocked, theme }) =>
    $bottomDocked &&
    css`
      width: 100%;
      max-height: 90dvh;
      margin-bottom: 0;
      border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
      animation-name: ${slideUp};

      ${media.up('tablet')} {
        width: min(100%, 640px);
      }
    `}

  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      width: 100%;
      height: 100dvh;
      max-height: none;
      margin: 0;
      border-radius: 0;
    `}
`;

/** Fills the dialog, so that a press on the <dialog> element itself is one on its backdrop. */
const Frame = styled.div<{ $bottomDocked: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  ${({ $bottomDocked }) => $bottomDocked && 'padding-bottom: env(safe-area-inset-bottom);'}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const CloseSlot = styled.div`
  margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.sm} 0 auto;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.down('tablet')} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/**
 * A modal dialog: a native `<dialog>` opened with `showModal()`, in a portal on <body>
 * (or the UiHost's container: the booking widget's shadow root), named by its title. The
 * browser's top layer makes the rest of the page inert and keeps focus inside; this
 * component picks the first focus, returns focus to the opener on close, locks page
 * scroll, and turns Escape (the `cancel` event), the backdrop and the close button into
 * `onClose` unless `closable` is false (the backdrop also needs `closeOnBackdrop`).
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenDialog {...props} />;
}

/** Mounted for each opening, so that every opening records its own opener. */
function OpenDialog({
  onClose,
  title,
  children,
  closable = true,
  closeOnBackdrop = true,
  fullScreen = false,
  bottomDocked = false,
  footer,
  initialFocusRef,
  hideTitle = false,
}: DialogProps) {
  const { t } = useTranslation('common');
  const { portalContainer } = useUiHost();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read during the first render, before React commits the content: by the time an
  // effect runs, an `autoFocus` field inside may already have taken focus.
  const [focusedBeforeOpen] = useState(deepActiveElement);
  const isClosable = useEffectEvent(() => closable);
  const requestClose = useEffectEvent(() => {
    if (closable) onClose();
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const active = deepActiveElement();
    const outside = (element: Element | null): element is HTMLElement =>
      element instanceof HTMLElement && element !== document.body && !dialog.contains(element);
    // When this dialog replaces another, the element that opened it is gone: the other
    // dialog has just returned focus to its own opener, which becomes this one's.
    const opener = outside(focusedBeforeOpen) && focusedBeforeOpen.isConnected ? focusedBeforeOpen : outside(active) ? active : null;
    // Kept across StrictMode's second run, when focus is back on the opener.
    if (!focusTarget.current?.isConnected) {
      const autoFocused = active instanceof HTMLElement && bodyRef.current?.contains(active) ? active : undefined;
      focusTarget.current = initialFocusRef?.current ?? autoFocused ?? firstFocusableIn(bodyRef.current) ?? dialog;
    }
    const show = (target: HTMLElement) => {
      // showModal() focuses an `autofocus` descendant, else the first focusable one: the
      // close button. Marking the target avoids that detour, which would blur an
      // `autoFocus` field (and mark it touched in a form). focus() covers the dialog itself.
      const marked = !target.hasAttribute('autofocus');
      if (marked) target.setAttribute('autofocus', '');
      dialog.showModal();
      if (marked) target.removeAttribute('autofocus');
      target.focus();
    };
    show(focusTarget.current);

    const listening = new AbortController();
    const { signal } = listening;
    // `open` belongs to the parent: a close request (Escape, Android's back) only asks it.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      requestClose();
    }, { signal });
    // The browser closes the dialog anyway on a second Escape without a click in between,
    // whatever `cancel` says; an Escape keydown cancelled here is no close request at all.
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !isClosable()) event.preventDefault();
    }, { signal });
    // Only a close the page could not cancel gets here (the cleanup stops listening first).
    dialog.addEventListener('close', () => {
      if (isClosable()) requestClose();
      else show(focusTarget.current?.isConnected ? focusTarget.current : dialog);
    }, { signal });
    return () => {
      listening.abort();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Mounted per opening: a later initialFocusRef or opener does not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => lockBodyScroll(), []);

  // A click counts as a backdrop click only if it also started there: selecting text in
  // a field and releasing the mouse outside must not close the dialog.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Pressing the backdrop must not move focus to the dialog, away from its field.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (closable && closeOnBackdrop) onClose();
  };

  const TitleTag = hideTitle ? VisuallyHidden : Title;

  return createPortal(
    // role="dialog" is the element's own; kept for selectors written for the old markup.
    <Root
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      $fullScreen={fullScreen}
      $bottomDocked={bottomDocked}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <Frame $bottomDocked={bottomDocked}>
        <Header>
          <TitleTag as="h2" id={titleId}>
            {title}
          </TitleTag>
          {closable && (
            <CloseSlot>
              <IconButton aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </CloseSlot>
          )}
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Frame>
    </Root>,
    portalContainer ?? document.body,
  );
}
