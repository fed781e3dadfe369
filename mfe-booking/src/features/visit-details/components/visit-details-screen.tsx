import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { Visit } from '@salon/contracts/reservations-api';
import { Page, Spinner } from '@salon/ui';
import { useGetVisitQuery } from '../../../api/get-visit.ts';
import { VisitNotFound } from '../../../components/visit-not-found.tsx';
import { RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { isVisitNotFound } from '../../../lib/visit-access.ts';
import { useVisitLinkToken } from '../hooks/use-visit-link-token.ts';
import { AfterBooking, BookedNotice } from './after-booking.tsx';
import { VisitCard } from './visit-card.tsx';

/** The query key that opens the cancel dialog on arrival (links in confirmations). */
const CANCEL_QUERY_KEY = 'cancel';

/**
 * `/wizyty/:visitId`: the reservation details, for whoever holds the visit's token (kept
 * after booking in this browser, or brought by a message's link `?t=`, which is taken
 * out of the address at once) or is its signed-in owner. A visit the API does not show
 * (404: the link expired with the visit, was cut short, or is someone else's; 400: not
 * a visit's id) gets the not-found page with the ways on; a visit that cannot be loaded
 * for another reason sends the visitor to the area step (spec part 1, section 8). Right
 * after a booking, the confirmation first, then the card, then the questions after
 * booking in the page (decision 0026). The summary card with price, the salon's phone
 * and directions, edit, cancel (phones and desktops) and calendar export, or "book
 * again" once cancelled; the `cancel` query key opens the cancel dialog on arrival.
 */
export function VisitDetailsScreen() {
  const { visitId = '' } = useParams();
  // A page per visit: another visit's link read afresh.
  return <VisitDetailsPage key={visitId} visitId={visitId} />;
}

function VisitDetailsPage({ visitId }: { visitId: string }) {
  const { t } = useTranslation('booking');
  const fromLink = useVisitLinkToken(visitId);
  const { data: visit, error, isError, refetch } = useGetVisitQuery(visitId, { refetchOnMountOrArgChange: fromLink });

  if (isError && !visit) {
    if (isVisitNotFound(error)) return <VisitNotFound visitId={visitId} breadcrumb={t('breadcrumbs.visit')} source="details" />;
    return <Navigate to={RESERVATION_STEP_PATHS.area} replace />;
  }
  return (
    // A visit holds a customer's name and phone: never indexed.
    <Page title={t('visit.title')} breadcrumbs={[{ label: t('breadcrumbs.visit') }]} noindex>
      {visit ? <VisitDetails visit={visit} onCancelled={refetch} /> : <Spinner label={t('visit.loading')} />}
    </Page>
  );
}

function VisitDetails({ visit, onCancelled }: { visit: Visit; onCancelled: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // `?cancel` on arrival (links in confirmations) asks to cancel at once; dropped once
  // answered, so that a reload or a shared link does not ask again.
  const [askOnArrival] = useState(() => searchParams.has(CANCEL_QUERY_KEY));
  const cardTitle = useRef<HTMLHeadingElement>(null);
  const dropCancelKey = () => {
    if (!searchParams.has(CANCEL_QUERY_KEY)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(CANCEL_QUERY_KEY);
    setSearchParams(next, { replace: true });
  };

  return (
    <Content>
      <BookedNotice visit={visit} />
      <VisitCard visit={visit} onCancelled={onCancelled} askToCancel={askOnArrival} onCancelAnswered={dropCancelKey} titleRef={cardTitle} />
      {/* The last question answered, its section goes: focus returns to the summary, not to the page's start. */}
      <AfterBooking visit={visit} onFinished={() => cardTitle.current?.focus()} />
    </Content>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /* The card's width: the confirmation and the questions line up with it. */
  max-width: 720px;
`;
