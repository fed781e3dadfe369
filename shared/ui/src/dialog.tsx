import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { media } from './theme.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
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

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/*
 * Body scroll lock shared by every open dialog on the page, from any remote's copy of
 * this package: the count lives on <body>, so the last dialog to close restores it.
 */
const LOCK_COUNT = 'salonScrollLocks';
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const count = Number(body.dataset[LOCK_COUNT] ?? '0');
  if (count === 0) {
    body.dataset.salonScrollRestore = JSON.stringify({
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
    });
    // Keep the page from shifting sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  body.dataset[LOCK_COUNT] = String(count + 1);
  return () => {
    const remaining = Number(body.dataset[LOCK_COUNT] ?? '1') - 1;
    if (remaining > 0) {
      body.dataset[LOCK_COUNT] = String(remaining);
      return;
    }
    const saved = JSON.parse(body.dataset.salonScrollRestore ?? '{}') as { overflow?: string; paddingRight?: string };
    body.style.overflow = saved.overflow ?? '';
    body.style.paddingRight = saved.paddingRight ?? '';
    delete body.dataset[LOCK_COUNT];
    delete body.dataset.salonScrollRestore;
  };
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

const Backdrop = styled.div<LayoutProps>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  justify-content: center;
  align-items: ${({ $bottomDocked }) => ($bottomDocked ? 'flex-end' : 'center')};
  padding: ${({ theme, $fullScreen, $bottomDocked }) => ($fullScreen || $bottomDocked ? '0' : theme.space.md)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.fast} ease-out;
  overscroll-behavior: contain;
`;

const Panel = styled.div<LayoutProps>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(100%, 560px);
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => theme.durations.normal} ease-out;
  outline: none;

  ${({ $bottomDocked, theme }) =>
    $bottomDocked &&
    css`
      width: 100%;
      max-height: 90dvh;
      border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
      animation-name: ${slideUp};
      padding-bottom: env(safe-area-inset-bottom);

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
      border-radius: 0;
    `}
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
 * A modal dialog rendered in a portal on <body> (or the UiHost's container: the
 * booking widget's shadow root): `role="dialog"`, `aria-modal`, named by
 * its title. On open, focus moves inside and Tab cycles within it; on close, focus goes
 * back to the element that had it before. Page scroll is locked while it is open.
 * Escape, the backdrop and the close button call `onClose` unless `closable` is false
 * (the backdrop also needs `closeOnBackdrop`).
 */
export function Dialog({
  open,
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
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Remember the opener during render, before React commits the dialog: by the time an
  // effect runs, an `autoFocus` field inside may already have taken focus. Forgotten
  // once closed, so that the next opening records its own opener.
  if (!open) {
    openerRef.current = null;
  } else if (openerRef.current === null && typeof document !== 'undefined') {
    const active = deepActiveElement();
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  useLayoutEffect(() => {
    if (!open) return undefined;
    // Read here, not in the cleanup: StrictMode runs effect, cleanup, effect on mount.
    const opener = openerRef.current;
    const panel = panelRef.current;
    if (panel && !panel.contains(deepActiveElement())) {
      const target =
        initialFocusRef?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ?? panel;
      target.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Only opening and closing move focus; a new ref object does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => (open ? lockBodyScroll() : undefined), [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Stop here so that a dialog opened from inside another one (React events bubble
    // through portals) does not close or move focus in its parent too.
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    event.stopPropagation();
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (!panelRef.current.contains(active)) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click counts as a backdrop click only if it also started there: selecting text in
  // a field and releasing the mouse outside must not close the dialog.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Pressing the backdrop must not move focus to <body>, out of the dialog: Escape and
    // Tab would stop working when the press does not close it.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (closable && closeOnBackdrop) onClose();
  };

  const TitleTag = hideTitle ? VisuallyHidden : Title;

  return createPortal(
    <Backdrop
      $fullScreen={fullScreen}
      $bottomDocked={bottomDocked}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $fullScreen={fullScreen}
        $bottomDocked={bottomDocked}
      >
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
      </Panel>
    </Backdrop>,
    portalContainer ?? document.body,
  );
}
