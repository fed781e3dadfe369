import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Visit } from '@salon/contracts/reservations-api';
import { commonErrorMessage, formatDate, formatTime } from '@salon/i18n';
import { Alert, Button, ConfirmDialog, Dialog } from '@salon/ui';
import { EDIT_ROOT_PATH, RESERVATION_ROOT_PATH } from '../../../lib/booking-paths.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useRepeatVisit } from '../../../lib/use-repeat-visit.ts';
import { useCancelVisitMutation } from '../api/cancel-visit.ts';
import { cancelFailure, type CancelFailure } from '../lib/cancel-outcome.ts';
import { bookAgainFrom, canCancelVisit } from '../lib/visit-actions.ts';
import { visitServiceNames } from '../lib/visit-calendar.ts';
import { CalendarExport } from './calendar-export.tsx';
import { VisitSummaryCard } from './visit-summary-card.tsx';

type CancelState = 'closed' | 'confirm' | CancelFailure;

export interface VisitCardProps {
  visit: Visit;
  /** The visit was cancelled here: reload what shows it. */
  onCancelled: () => void;
  /** Open the cancel question at once (the details page's `?cancel` link). */
  askToCancel?: boolean;
  /** The cancel question or its outcome was closed. */
  onCancelAnswered?: () => void;
  /** The card's title, for the page to move focus to. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The visit summary card with its actions. While the visit is active: edit (the edit
 * flow), add to calendar, and cancel, on phones and desktops alike, until the visit
 * starts (decision 0026), with the question and every outcome (cancelled, was already
 * cancelled, too late, failed). Once cancelled, by the customer or the salon: "book
 * again" with the same salon and service. Used by the details page and, through
 * `./VisitCard`, by the profile's reservations tab, so both act the same way.
 */
export function VisitCard({ visit, onCancelled, askToCancel = false, onCancelAnswered, titleRef }: VisitCardProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const [cancelVisit, { isLoading: cancelling }] = useCancelVisitMutation();
  const [state, setState] = useState<CancelState>('closed');
  const [cancelledNow, setCancelledNow] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const { repeat, status: repeatStatus } = useRepeatVisit();
  const active = visit.status === 'ACTIVE';
  const cancellable = canCancelVisit(visit);
  const repeatable = visit.status === 'CANCELLED' ? bookAgainFrom(visit) : null;

  useEffect(() => {
    // A link's `?cancel` on a visit that has started gets the answer the API would give.
    if (askToCancel) setState(!active ? 'already-cancelled' : cancellable ? 'confirm' : 'expired');
    // Only on arrival: the question is asked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askToCancel]);

  const close = () => {
    setState('closed');
    onCancelAnswered?.();
  };

  const confirmCancel = async () => {
    if (cancelling) return;
    const result = await cancelVisit(visit.id);
    if ('error' in result) {
      const failure = cancelFailure(result.error);
      setErrorCode(typeof result.error === 'object' && result.error && 'code' in result.error ? String(result.error.code) : null);
      setState(failure);
      trackBooking('visit-cancel-failed', { visitId: visit.id, outcome: failure });
      return;
    }
    close();
    setCancelledNow(true);
    trackBooking('visit-cancelled', { visitId: visit.id });
    onCancelled();
  };

  const bookAgain = () => {
    if (!repeatable || repeatStatus === 'busy') return;
    trackBooking('visit-book-again', { visitId: visit.id, cancelledBy: visit.cancelledBy ?? null });
    void repeat(repeatable);
  };

  const services = visitServiceNames(visit);
  const when = `${formatDate(visit.startDateTime, 'd MMMM yyyy')}, ${formatTime(visit.startDateTime)}`;

  return (
    <>
      {cancelledNow && (
        <Alert tone="success">
          <p>{t('visitDetails.cancelled')}</p>
        </Alert>
      )}
      <VisitSummaryCard visit={visit} titleRef={titleRef}>
        {active && (
          <>
            {/* The API refuses to change or cancel a visit that has started (RESERVATION_EXPIRED). */}
            {cancellable && (
              <Button as={Link} to={`${EDIT_ROOT_PATH}?visitId=${encodeURIComponent(visit.id)}`}>
                {t('visitDetails.edit')}
              </Button>
            )}
            <CalendarExport visit={visit} />
            {cancellable && (
              <Button variant="ghost" onClick={() => setState('confirm')}>
                {t('visitDetails.cancel')}
              </Button>
            )}
          </>
        )}
        {repeatable && (
          <Button onClick={bookAgain} disabled={repeatStatus === 'busy'} aria-busy={repeatStatus === 'busy' || undefined}>
            {repeatStatus === 'busy' ? t('visitDetails.bookAgain.busy') : t('visitDetails.bookAgain.action')}
          </Button>
        )}
      </VisitSummaryCard>
      {repeatStatus === 'failed' && (
        <Alert tone="error">
          <p>{t('visitDetails.bookAgain.error')}</p>
          <p>
            <Link to={RESERVATION_ROOT_PATH}>{t('visitDetails.bookAgain.start')}</Link>
          </p>
        </Alert>
      )}

      <ConfirmDialog
        open={state === 'confirm'}
        title={t('visitDetails.cancelDialog.title')}
        confirmLabel={t('visitDetails.cancelDialog.confirm')}
        cancelLabel={t('visitDetails.cancelDialog.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={close}
      >
        <p>{t('visitDetails.cancelDialog.text', { when, salon: visit.salon.name })}</p>
        {services.length > 1 && <p>{t('visitDetails.cancelDialog.allServices', { services: services.join(', ') })}</p>}
      </ConfirmDialog>

      <Dialog
        open={state === 'already-cancelled'}
        onClose={close}
        title={t('visitDetails.alreadyCancelled.title')}
        footer={<Button onClick={() => navigate(RESERVATION_ROOT_PATH)}>{t('visitDetails.alreadyCancelled.action')}</Button>}
      >
        <p>{t('visitDetails.alreadyCancelled.text')}</p>
      </Dialog>

      <Dialog
        open={state === 'expired'}
        onClose={close}
        title={t('visitDetails.expired.title')}
        footer={<Button onClick={close}>{t('visitDetails.expired.action')}</Button>}
      >
        <p>{t('visitDetails.expired.text')}</p>
      </Dialog>

      <Dialog
        open={state === 'error'}
        onClose={close}
        title={t('visitDetails.cancelError')}
        footer={<Button onClick={close}>{t('visitDetails.expired.action')}</Button>}
      >
        <p>{commonErrorMessage(errorCode)}</p>
      </Dialog>
    </>
  );
}
