import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SalonDetails } from '@salon/contracts/catalog-api';
import { commonErrorMessage, salonNow } from '@salon/i18n';
import { useRuntimeConfig } from '@salon/platform';
import { Alert, Button, EmptyState, Spinner } from '@salon/ui';
import {
  DateStrip,
  HairdresserFilter,
  SlotTimes,
  useDayFallback,
  useSlotDay,
  type HairdresserChoice,
  type SlotDay,
} from '@salon/ui/slots';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { useGetReservationSlotsQuery } from '../api/get-reservation-slots.ts';
import { usePickSlot } from '../hooks/use-pick-slot.ts';
import { PANEL_FALLBACK_STEPS, panelDays, panelSlotsQuery, panelView } from '../lib/slot-panel.ts';

export interface SlotPanelProps {
  /** The id the service's reservation button controls. */
  id: string;
  salon: SalonDetails;
  serviceId: string;
  serviceName: string;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A service's slot panel on salon details (spec part 2, "Salon service slot flow"): it
 * opens on today with the days up to the booking horizon, loads the day's times in this
 * salon (moving once to the second day when today has none), lets the customer choose a
 * hairdresser (none means any) and a time, which is held and handed to booking's final
 * form. It scrolls into view when it opens, without animation under reduced motion.
 */
export function SlotPanel({ id, salon, serviceId, serviceName }: SlotPanelProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const { maxReservationBoundaryInDays } = useRuntimeConfig().booking;
  const ref = useRef<HTMLElement | null>(null);
  // Fixed while the panel is open: a visit across midnight keeps its strip.
  const days = useMemo(() => panelDays(salonNow(), maxReservationBoundaryInDays), [maxReservationBoundaryInDays]);
  const dayState = useSlotDay(days[0]!);
  const slots = useGetReservationSlotsQuery(panelSlotsQuery(dayState.day, serviceId, salon.id));
  // The answer for this very day: undefined while a new day loads; a reload after a
  // taken time keeps the times on screen until the new answer comes.
  const results = slots.currentData;
  const fallingBack = useDayFallback(dayState, days, slots.isFetching ? undefined : results, PANEL_FALLBACK_STEPS);
  const [choice, setChoice] = useState<HairdresserChoice | null>(null);
  const { pick, pending, error } = usePickSlot({ salonId: salon.id, serviceId, onTaken: () => void slots.refetch() });

  const failed = slots.isError && !slots.isFetching;
  const ready = results !== undefined && !fallingBack && !failed;
  const view = panelView(results?.find((result) => result.salon.id === salon.id), choice);
  // A hairdresser not free on the day shown goes back to "any", as in booking.
  const stale = ready && choice !== null && view.hairdresser === null;
  useEffect(() => {
    if (stale) setChoice(null);
  }, [stale]);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
  }, []);

  const chooseDay = (day: SlotDay) => {
    if (day !== dayState.day) dayState.chooseDay(day);
  };

  return (
    <Panel id={id} ref={ref} aria-label={t('salonServices.panel.label', { service: serviceName })}>
      <DateStrip days={days} selected={dayState.day} onSelect={chooseDay} />
      {dayState.steps > 0 && <Note role="status">{t('salonServices.panel.movedToNextDay')}</Note>}
      {ready && view.options.length > 0 && (
        <HairdresserFilter options={view.options} value={view.hairdresser?.id ?? null} onChange={setChoice} />
      )}
      {error && (
        <Alert tone="error" title={t(error.kind === 'taken' ? 'common:slots.hold.taken' : 'common:slots.hold.failed')}>
          {error.kind === 'failed' && <p>{commonErrorMessage(error.code)}</p>}
        </Alert>
      )}
      {failed ? (
        <Alert tone="error">
          <p>{t('salonServices.panel.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void slots.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      ) : !ready ? (
        <Spinner label={t('salonServices.panel.loading')} />
      ) : view.empty ? (
        <EmptyState
          headingLevel={4}
          title={t(`salonServices.panel.empty.${view.empty}.title`)}
          description={t(`salonServices.panel.empty.${view.empty}.text`)}
        />
      ) : (
        <SlotTimes
          salonName={salon.name}
          slots={view.slots}
          onPick={(slot) => void pick(slot, view.hairdresser)}
          pending={pending}
          selected={null}
          disabled={pending !== null}
        />
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  /* Clear of the sticky site header when scrolled into view. */
  scroll-margin-top: 6rem;
  scroll-margin-bottom: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
