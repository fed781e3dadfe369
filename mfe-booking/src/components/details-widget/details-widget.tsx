import { useId, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate, formatDurationMinutes, formatTime, formatWeekday } from '@salon/i18n';
import { Button } from '@salon/ui';
import { useBookingDispatch, useBookingSelector } from '../../app/hooks.ts';
import { useGetSalonQuery } from '../../api/get-salons.ts';
import { useGetServiceQuery } from '../../api/get-services.ts';
import { useDraftServicePrice } from '../services/draft-service-price.ts';
import { ServicePrice } from '../services/service-price.tsx';
import { RESERVATION_STEPS, RESERVATION_STEP_PATHS, type ReservationStep } from '../../lib/booking-paths.ts';
import { editingStarted, selectReservationDraft, type ReservationDraft } from '../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../lib/reservation-steps.ts';
import { salonAddress, salonMapUrl, telUrl } from '@salon/contracts/salon-links';

const stepIndex = (step: ReservationStep) => RESERVATION_STEPS.indexOf(step);

/**
 * The step the customer returns to after changing one thing through an edit link: the
 * next step of the draft, when it lies after the step on screen. Null hides the
 * back-to-summary button.
 */
export function backToSummaryStep(draft: ReservationDraft, current: ReservationStep): ReservationStep | null {
  if (!draft.editing) return null;
  const next = nextStep(draft);
  if (next === 'details') return null;
  return stepIndex(next) > stepIndex(current) ? next : null;
}

/**
 * "Back to the summary" (spec: the after-edit back-to-last button): shown while the
 * customer is on an earlier step through a widget's edit link.
 */
export function BackToSummaryButton({ step }: { step: ReservationStep }) {
  const { t } = useTranslation('booking');
  const draft = useBookingSelector(selectReservationDraft);
  const target = backToSummaryStep(draft, step);
  if (!target) return null;
  return (
    <Button as={Link} to={destinationPath(target)} variant="secondary">
      {t('visitDetails.widget.backToSummary')}
    </Button>
  );
}

interface Row {
  id: 'area' | 'service' | 'salon' | 'date';
  label: string;
  content: ReactNode;
  /** The step the edit link opens. */
  editStep: ReservationStep;
}

/**
 * What the customer has chosen so far (spec part 1, section 2 "Details widget"): area,
 * service with price and duration, salon with a map link and a phone link, date with
 * weekday, time and hairdresser. Each row links to the step that changes it (only
 * steps before the one on screen: the current step is where that choice is made);
 * following a link starts edit-from-widget mode, which brings the back-to-summary button.
 */
export function DetailsRows({ step }: { step: ReservationStep }) {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const draft = useBookingSelector(selectReservationDraft);
  const { data: salon } = useGetSalonQuery(draft.salon?.id ?? skipToken);
  // A service from a booking link or the repeat card may come without its duration.
  const service = draft.service;
  const { data: serviceDetails } = useGetServiceQuery(service !== null && service.duration == null ? service.id : skipToken);
  // The chosen salon's price, else the area's "from" price: what the cards said (not the
  // price the service was picked with, which is the area's lowest).
  const price = useDraftServicePrice(draft);

  const rows: Row[] = [];
  // The virtual area by its name in the page's language, as the area step shows it (decision 0028).
  const areaName = draft.area?.virtual ? t('areaSelection.mobile.name') : draft.area?.name;
  if (draft.area) rows.push({ id: 'area', label: t('visitDetails.widget.area'), content: areaName, editStep: 'area' });
  if (service) {
    const duration = service.duration ?? serviceDetails?.duration ?? null;
    rows.push({
      id: 'service',
      label: t('visitDetails.widget.service'),
      editStep: 'service',
      content: (
        <>
          <Strong>{service.name}</Strong>
          {(price || duration != null) && (
            <Muted>
              {price && <ServicePrice service={price} />}
              {price && duration != null && ' · '}
              {duration != null && formatDurationMinutes(duration)}
            </Muted>
          )}
        </>
      ),
    });
  }
  if (draft.salon) {
    const address = salon ? salonAddress(salon) : null;
    const mapUrl = salon ? salonMapUrl(salon) : null;
    const phoneUrl = telUrl(salon?.phone);
    rows.push({
      id: 'salon',
      label: t('visitDetails.widget.salon'),
      editStep: 'salon-date',
      content: (
        <>
          <Strong>{salon?.name ?? draft.salon.name}</Strong>
          {address && <span>{address}</span>}
          {(mapUrl || phoneUrl) && (
            <Links>
              {mapUrl && (
                <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('visitDetails.widget.showOnMap')}
                </a>
              )}
              {phoneUrl && salon && <a href={phoneUrl}>{t('visitDetails.widget.call', { phone: salon.phone })}</a>}
            </Links>
          )}
        </>
      ),
    });
  }
  if (draft.date) {
    rows.push({
      id: 'date',
      label: t('visitDetails.widget.date'),
      editStep: 'salon-date',
      content: (
        <>
          <Strong>
            {t('visitDetails.widget.dateTime', {
              weekday: formatWeekday(draft.date),
              date: formatDate(draft.date, 'd MMMM yyyy'),
              time: formatTime(draft.date),
            })}
          </Strong>
          <span>
            {draft.hairdresser?.name
              ? t('visitDetails.widget.hairdresser', { name: draft.hairdresser.name })
              : t('visitDetails.widget.anyHairdresser')}
          </span>
        </>
      ),
    });
  }

  return (
    <List>
      {rows.map((row) => (
        <Item key={row.id}>
          <Label>{row.label}</Label>
          <Content>{row.content}</Content>
          {/* A group of a list holds only terms and definitions: the link is a definition
              of its own, drawn beside the term. */}
          {stepIndex(row.editStep) < stepIndex(step) && (
            <Edit>
              <EditLink to={RESERVATION_STEP_PATHS[row.editStep]} onClick={() => dispatch(editingStarted())}>
                {t(`visitDetails.widget.edit.${row.id}`)}
              </EditLink>
            </Edit>
          )}
        </Item>
      ))}
    </List>
  );
}

/** The side summary of the booking steps on desktop. */
export function DetailsWidget({ step }: { step: ReservationStep }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{t('visitDetails.widget.title')}</Title>
      <DetailsRows step={step} />
      <BackToSummaryButton step={step} />
    </Card>
  );
}

/**
 * The compact summary of phones and tablets: one line that opens the full rows
 * (a native disclosure, so keyboard and screen readers need nothing extra).
 */
export function MobileDetailsSummary({ step }: { step: ReservationStep }) {
  const { t } = useTranslation('booking');
  const draft = useBookingSelector(selectReservationDraft);
  const short = [
    draft.service?.name,
    draft.salon?.name,
    draft.date ? `${formatDate(draft.date, 'ccc d.MM')} ${formatTime(draft.date)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Disclosure>
        <Summary>
          <span>{t('visitDetails.widget.mobileSummary')}</span>
          {short && <Muted>{short}</Muted>}
        </Summary>
        <DetailsRows step={step} />
      </Disclosure>
      <BackToSummaryButton step={step} />
    </>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

/* The term and the edit link share the first line; what was chosen gets the whole width below. */
const Item = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Label = styled.dt`
  grid-row: 1;
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Content = styled.dd`
  grid-row: 2;
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Edit = styled.dd`
  grid-row: 1;
  grid-column: 2;
  margin: 0;
`;

const EditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  white-space: nowrap;
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};

  /* Each link breaks to its own line whole, never inside a phone number. */
  a {
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
  }
`;

const Disclosure = styled.details`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Summary = styled.summary`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  cursor: pointer;
`;
