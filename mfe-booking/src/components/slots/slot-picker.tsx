import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { useSession } from '@salon/platform';
import { Alert, Button, EmptyState } from '@salon/ui';
import {
  HairdresserFilter,
  hairdresserOptionsInView,
  resolveHairdresser,
  type HairdresserChoice,
  type HairdresserOption,
  type LastVisitHairdresser,
  type SlotDay,
} from '@salon/ui/slots';
import { activeFilters, overallEmptyReason, salonEmptyReason, showOtherSalonsHint } from '../../lib/slots/empty-slot-message.ts';
import { listedSalons, partitionSalons, preferredFirst, salonsInView } from '../../lib/slots/salons-in-view.ts';
import type { TimeOfDay } from '../../lib/slots/time-of-day.ts';
import { SalonFilterDialog } from './salon-filter-dialog.tsx';
import type { FilterCopy } from './salon-empty-message.tsx';
import { SalonSlotsCard } from './salon-slots-card.tsx';
import { SlotListSkeleton } from './slot-list-skeleton.tsx';
import { TimeOfDayFilter } from './time-of-day-filter.tsx';
import '../../features/slot-selection/slot-selection-copy.ts';

/** A time the customer picked, with its salon and the hairdresser filter's choice (null: any). */
export interface SlotPick {
  salon: SalonSlots;
  dateTime: string;
  hairdresser: HairdresserOption | null;
}

/** A time of one salon. */
export interface SalonTime {
  salonId: string;
  dateTime: string;
}

/** Why the last pick failed: the time was taken meanwhile, or anything else. */
export interface PickError {
  salonId: string;
  kind: 'taken' | 'failed';
}

export interface SlotPickerProps {
  /** The day shown; a new day clears the time-of-day filter. */
  day: SlotDay;
  /** The search's answer for the day; undefined while it loads. */
  results: readonly SalonSlots[] | undefined;
  /** Show the skeleton (loading, or moving to another day). */
  loading: boolean;
  /** The search failed: an empty state with a retry button. */
  failed: boolean;
  onRetry: () => void;
  onPick: (pick: SlotPick) => void;
  /** The time being held; every time is disabled meanwhile. */
  pending: SalonTime | null;
  /** The time already in the draft, marked. */
  selected: SalonTime | null;
  pickError: PickError | null;
  lastVisitHairdresser: LastVisitHairdresser | null;
  /** The hairdresser the list starts with (the draft's, when coming back). */
  initialHairdresser: HairdresserChoice | null;
  /** `features.encourageForOtherSalons`. */
  encourageOtherSalons: boolean;
  /**
   * The search asked one salon on purpose (a booking link, the preferred salon). The
   * salon filter is then not offered, and the other-salons hint calls `onShowOtherSalons`.
   */
  salonChosen: boolean;
  onShowOtherSalons?: () => void;
  /** Drawn beside each salon's name (the booking step's preferred-salon heart). */
  salonAction?: (salon: SalonSlots['salon']) => ReactNode;
}

/**
 * The salon and time part of the slot step, without the date strip and without the
 * draft: filters (time of day, salon, hairdresser), the salons with their times, the
 * empty-slot messages and the show-without-slots button. The booking step and the edit
 * flow's date step feed it a search and act on a pick.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { day, results, loading, failed, onRetry, onPick, pending, selected, pickError } = props;
  const { t } = useTranslation('booking');
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay | null>(null);
  const [shownDay, setShownDay] = useState(day);
  const [choice, setChoice] = useState<HairdresserChoice | null>(props.initialHairdresser);
  const [salonFilter, setSalonFilter] = useState<string | null>(null);
  const [showWithoutSlots, setShowWithoutSlots] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  // A new day clears the time-of-day filter (spec part 1, section 4).
  if (day !== shownDay) {
    setShownDay(day);
    setTimeOfDay(null);
  }

  const ready = results !== undefined && !loading && !failed;
  const { user } = useSession();
  const all = ready ? preferredFirst(results, user?.preferredSalonId ?? null) : [];
  const listed = listedSalons(all, salonFilter);
  const options = hairdresserOptionsInView(listed, props.lastVisitHairdresser);
  const hairdresser = resolveHairdresser(choice, options);
  const stale = ready && choice !== null && hairdresser === null;

  // A chosen hairdresser who is no longer listed (another day, another salon) becomes "any".
  useEffect(() => {
    if (stale) setChoice(null);
  }, [stale]);

  const filters = { salonId: salonFilter, hairdresserId: hairdresser?.id ?? null, timeOfDay };
  const inView = salonsInView(all, filters);
  const { shown, hiddenCount } = partitionSalons(inView, showWithoutSlots);
  const overall = ready && inView.length !== 1 ? overallEmptyReason(inView, filters) : null;
  const filterActive = salonFilter !== null && listed.length === 1 && all.length > 1;
  const hint = showOtherSalonsHint({
    encourage: props.encourageOtherSalons,
    salonFiltered: filterActive || props.salonChosen,
    inView,
    othersHaveSlots: props.salonChosen ? null : all.some((result) => result.salon.id !== salonFilter && result.slots.length > 0),
  });
  const showOthers = filterActive ? () => setSalonFilter(null) : props.onShowOtherSalons;
  const filteredSalonName = filterActive ? listed[0]!.salon.name : null;
  const clearFilters = () => {
    setChoice(null);
    setTimeOfDay(null);
  };
  // The messages name the filters that are on, and the overall one's button clears those.
  const filtersOn = activeFilters(filters);
  const filterCopy: FilterCopy = {
    name: hairdresser?.name ?? '',
    timeOfDay: timeOfDay ? t(`slotSelection.timeOfDay.during.${timeOfDay}`) : '',
  };

  const pickErrorAlert = (kind: PickError['kind']) => (
    <Alert tone="error">{t(kind === 'taken' ? 'common:slots.hold.taken' : 'common:slots.hold.failed')}</Alert>
  );
  const errorShownInCard = pickError !== null && shown.some((salon) => salon.result.salon.id === pickError.salonId);

  return (
    <Wrapper>
      <Filters>
        <TimeOfDayFilter value={timeOfDay} onChange={setTimeOfDay} />
        {!props.salonChosen && (
          <Button variant="secondary" size="sm" disabled={all.length < 2} onClick={() => setDialogOpen(true)}>
            {filteredSalonName
              ? t('slotSelection.salonFilter.active', { name: filteredSalonName })
              : t('slotSelection.salonFilter.open')}
          </Button>
        )}
      </Filters>
      {ready && options.length > 0 && (
        <HairdresserFilter options={options} value={hairdresser?.id ?? null} onChange={setChoice} />
      )}

      {pickError && !errorShownInCard && pickErrorAlert(pickError.kind)}

      {failed ? (
        <EmptyState
          title={t('slotSelection.error.title')}
          description={t('slotSelection.error.text')}
          action={<Button onClick={onRetry}>{t('slotSelection.error.retry')}</Button>}
        />
      ) : !ready ? (
        <SlotListSkeleton />
      ) : (
        <>
          {overall === 'FILTERED' && filtersOn ? (
            <Alert tone="info" title={t('slotSelection.overall.FILTERED.title')}>
              <p>{t(`slotSelection.overall.FILTERED.text.${filtersOn}`, filterCopy)}</p>
              <Button variant="link" onClick={clearFilters}>
                {t(`slotSelection.overall.FILTERED.clear.${filtersOn}`)}
              </Button>
            </Alert>
          ) : (
            overall && (
              <Alert tone="info" title={t(`slotSelection.overall.${overall}.title`)}>
                <p>{t(`slotSelection.overall.${overall}.text`)}</p>
              </Alert>
            )
          )}
          {shown.length > 0 && (
            <Salons aria-label={t('slotSelection.salons.listLabel')}>
              {shown.map((salon) => {
                const id = salon.result.salon.id;
                return (
                  <li key={id}>
                    {/* Keyed by the day: another day's times start collapsed again. */}
                    <SalonSlotsCard
                      key={day}
                      salon={salon}
                      filterCopy={filterCopy}
                      emptyReason={salonEmptyReason({ result: salon.result, slots: salon.slots, hairdresserId: filters.hairdresserId, timeOfDay })}
                      onPick={(dateTime) => onPick({ salon: salon.result, dateTime, hairdresser })}
                      pending={pending?.salonId === id ? pending.dateTime : null}
                      selected={selected?.salonId === id ? selected.dateTime : null}
                      disabled={pending !== null}
                      notice={pickError?.salonId === id ? pickErrorAlert(pickError.kind) : undefined}
                      action={props.salonAction?.(salon.result.salon)}
                    />
                  </li>
                );
              })}
            </Salons>
          )}
          {hiddenCount > 0 && (
            <Button variant="secondary" onClick={() => setShowWithoutSlots(true)}>
              {t('slotSelection.salons.showWithoutSlots', { count: hiddenCount })}
            </Button>
          )}
          {hint && (
            <Alert tone="info">
              <p>{t('slotSelection.otherSalons.hint')}</p>
              {showOthers && (
                <Button variant="link" onClick={showOthers}>
                  {t('slotSelection.otherSalons.action')}
                </Button>
              )}
            </Alert>
          )}
        </>
      )}

      <SalonFilterDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        salons={all.map((result) => result.salon)}
        value={filterActive ? salonFilter : null}
        onChange={setSalonFilter}
      />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Salons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
