import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '@salon/i18n';
import { Alert } from '@salon/ui';

export interface HeldSlotNoticeProps {
  /** When the hold on the chosen time lapses (the API's `expiresAt`); null: not known, nothing shown. */
  expiresAt: string | null;
  /** The step where another time is chosen. */
  changeTimeTo: string;
}

/** Whether the hold has lapsed, turning true at the moment it does. */
function useLapsed(expiresAt: number): boolean {
  const [lapsed, setLapsed] = useState(() => Date.now() >= expiresAt);
  useEffect(() => {
    const left = expiresAt - Date.now();
    if (left <= 0) {
      setLapsed(true);
      return;
    }
    setLapsed(false);
    const timer = setTimeout(() => setLapsed(true), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return lapsed;
}

/**
 * Until when the chosen time is held for the customer, on the final form and the edit's
 * confirm step (decision 0025): the time survives a reload with its hold, so the page
 * says how long the hold lasts, and once it has lapsed that the time may be taken (the
 * booking still checks it), with the way to another time. Polite: a status, not an alert.
 */
export function HeldSlotNotice({ expiresAt, changeTimeTo }: HeldSlotNoticeProps) {
  const { t } = useTranslation('booking');
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const lapsed = useLapsed(Number.isNaN(at) ? 0 : at);
  if (!expiresAt || Number.isNaN(at)) return null;
  const time = formatTime(expiresAt);
  if (!lapsed) {
    return (
      <Alert tone="info">
        <p>{t('heldSlot.held', { time })}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title={t('heldSlot.lapsedTitle')}>
      <p>{t('heldSlot.lapsedText', { time })}</p>
      <p>
        <Link to={changeTimeTo}>{t('heldSlot.changeTime')}</Link>
      </p>
    </Alert>
  );
}
