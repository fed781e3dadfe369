import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon, ConfirmDialog, IconButton } from '@salon/ui';
import { bus, useRuntimeConfig } from '@salon/platform';
import { SHELL_NS } from '../i18n.ts';

/** Reservation screens use the special mobile header (spec part 2, "App shell"). */
export function isReservationPath(pathname: string): boolean {
  return pathname === '/rezerwacja' || pathname.startsWith('/rezerwacja/');
}

export function isEditingPath(pathname: string): boolean {
  return pathname === '/rezerwacja/edytuj' || pathname.startsWith('/rezerwacja/edytuj/');
}

/** First steps have no back arrow: there is nothing before them in the flow. */
export function isFirstReservationStep(pathname: string, areaSelection: boolean): boolean {
  const first = ['/rezerwacja', '/rezerwacja/miasto', '/rezerwacja/edytuj', '/rezerwacja/edytuj/wizyta'];
  if (!areaSelection) first.push('/rezerwacja/usluga');
  return first.includes(pathname.replace(/\/$/, ''));
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 56px;
  padding: 0.25rem 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Spacer = styled.span`
  width: 44px;
`;

/**
 * Mobile header of the reservation screens: a back arrow (not on first steps) and a
 * close button opening the quit confirmation. Stopping resets the booking (not when
 * editing a visit: that draft belongs to an existing visit) and goes home.
 */
export function ReservationHeader() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const [quitOpen, setQuitOpen] = useState(false);
  const editing = isEditingPath(pathname);

  const stop = () => {
    setQuitOpen(false);
    if (!editing) bus.emit('booking:reset', {});
    navigate('/home');
  };

  return (
    <Bar>
      {isFirstReservationStep(pathname, config.features.areaSelection) ? (
        <Spacer />
      ) : (
        <IconButton aria-label={t('reservationHeader.back')} onClick={() => navigate(-1)}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      )}
      <strong>{config.brand}</strong>
      <IconButton aria-label={t('reservationHeader.close')} onClick={() => setQuitOpen(true)}>
        <CloseIcon />
      </IconButton>
      <ConfirmDialog
        open={quitOpen}
        title={t('reservationHeader.quitTitle')}
        confirmLabel={t('reservationHeader.stop')}
        cancelLabel={t('reservationHeader.dismiss')}
        onConfirm={stop}
        onCancel={() => setQuitOpen(false)}
      >
        <p>{editing ? t('reservationHeader.quitTextEditing') : t('reservationHeader.quitText')}</p>
      </ConfirmDialog>
    </Bar>
  );
}
