import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Visit } from '@salon/contracts/reservations-api';
import { commonErrorMessage, formatDate, formatTime } from '@salon/i18n';
import { Alert, Button, ConfirmDialog, Dialog, Page, Spinner, useBreakpoint } from '@salon/ui';
import { useGetVisitQuery } from '../../../api/get-visit.ts';
import { EDIT_ROOT_PATH, RESERVATION_ROOT_PATH, RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useCancelVisitMutation } from '../api/cancel-visit.ts';
import { cancelFailure, type CancelFailure } from '../lib/cancel-outcome.ts';
import { visitServiceNames } from '../lib/visit-calendar.ts';
import { CalendarExport } from './calendar-export.tsx';
import { VisitSummaryCard } from './visit-summary-card.tsx';
import { AfterBooking } from './after-booking.tsx';

/** The query key that opens the cancel dialog on arrival (links in confirmations). */
const CANCEL_QUERY_KEY = 'cancel';

type CancelState = 'closed' | 'confirm' | CancelFailure;

/**
 * `/wizyty/:visitId`: the reservation details, loaded by id (public: whoever has the
 * link). A visit that cannot be loaded sends the visitor to the area step (spec part
 * 1, section 8). The summary card with edit, cancel (desktop only) and calendar export;
 * the `cancel` query key opens the cancel dialog on arrival.
 */
export function VisitDetailsScreen() {
  const { t } = useTranslation('booking');
  const { visitId = '' } = useParams();
  const { data: visit, isError, refetch } = useGetVisitQuery(visitId);

  if (isError && !visit) return <Navigate to={RESERVATION_STEP_PATHS.area} replace />;
  return (
    // A visit holds a customer's name and phone: never indexed.
    <Page title={t('visit.title')} breadcrumbs={[{ label: t('breadcrumbs.visit') }]} noindex>
      {visit ? <VisitDetails visit={visit} onCancelled={refetch} /> : <Spinner label={t('visit.loading')} />}
    </Page>
  );
}

function VisitDetails({ visit, onCancelled }: { visit: Visit; onCancelled: () => void }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const desktop = useBreakpoint() === 'desktop';
  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelVisit, { isLoading: cancelling }] = useCancelVisitMutation();
  const [state, setState] = useState<CancelState>('closed');
  const [cancelledNow, setCancelledNow] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const arrivalHandled = useRef(false);
  const active = visit.status === 'ACTIVE';

  // `?cancel` on arrival: ask to cancel an active visit; a cancelled one can only say so.
  useEffect(() => {
    if (arrivalHandled.current || !searchParams.has(CANCEL_QUERY_KEY)) return;
    arrivalHandled.current = true;
    setState(active ? 'confirm' : 'already-cancelled');
  }, [searchParams, active]);

  const close = () => {
    setState('closed');
    // Dropped so that a reload or a shared link does not ask again.
    if (searchParams.has(CANCEL_QUERY_KEY)) {
      const next = new URLSearchParams(searchParams);
      next.delete(CANCEL_QUERY_KEY);
      setSearchParams(next, { replace: true });
    }
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

  const services = visitServiceNames(visit);
  const when = `${formatDate(visit.startDateTime, 'd MMMM yyyy')}, ${formatTime(visit.startDateTime)}`;

  return (
    <Content>
      {cancelledNow && (
        <Alert tone="success">
          <p>{t('visitDetails.cancelled')}</p>
        </Alert>
      )}
      <AfterBooking visit={visit} />
      <VisitSummaryCard visit={visit}>
        {active && (
          <>
            <Button as={Link} to={`${EDIT_ROOT_PATH}?visitId=${encodeURIComponent(visit.id)}`}>
              {t('visitDetails.edit')}
            </Button>
            <CalendarExport visit={visit} />
            {desktop && (
              <Button variant="ghost" onClick={() => setState('confirm')}>
                {t('visitDetails.cancel')}
              </Button>
            )}
          </>
        )}
      </VisitSummaryCard>

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
        footer={
          <Button onClick={() => navigate(RESERVATION_ROOT_PATH)}>{t('visitDetails.alreadyCancelled.action')}</Button>
        }
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
    </Content>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
