import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner.tsx';
import { useBreakpoint } from '../use-media-query.ts';
import { formatTime } from '@salon/i18n';
import { SLOT_CELL_PITCH } from './scroll-step.ts';
import { ScrollRow } from './scroll-row.tsx';

/** The gap between two times; a cell and its gap are the spec's 68 px. */
const GAP = 8;

export interface SlotTimesProps {
  salonName: string;
  slots: readonly string[];
  onPick: (slot: string) => void;
  /** The time being held right now: it shows progress. */
  pending: string | null;
  /** The time already in the draft. */
  selected: string | null;
  /** A hold is in flight somewhere: every time waits. */
  disabled: boolean;
}

/**
 * A salon's free times as buttons (HH:mm). Desktop: one row scrolled by the arrows, seven
 * times per press; below desktop the times wrap, which is easier to tap than a row to swipe.
 */
export function SlotTimes({ salonName, slots, onPick, pending, selected, disabled }: SlotTimesProps) {
  const { t } = useTranslation('common');
  const desktop = useBreakpoint() === 'desktop';
  const list = (
    <Times $wrap={!desktop} aria-label={t('slots.times.listLabel', { salon: salonName })}>
      {slots.map((slot) => {
        const time = formatTime(slot);
        const isPending = slot === pending;
        const isSelected = slot === selected;
        return (
          <li key={slot}>
            <Time
              type="button"
              $selected={isSelected}
              disabled={disabled}
              aria-busy={isPending || undefined}
              aria-label={t(isSelected ? 'slots.times.labelSelected' : 'slots.times.label', {
                time,
                salon: salonName,
              })}
              onClick={() => onPick(slot)}
            >
              {isPending ? <Spinner size="sm" label={t('slots.hold.pending')} /> : time}
            </Time>
          </li>
        );
      })}
    </Times>
  );
  if (!desktop) return list;
  return (
    <ScrollRow
      previousLabel={t('slots.times.previous', { salon: salonName })}
      nextLabel={t('slots.times.next', { salon: salonName })}
      pitch={SLOT_CELL_PITCH}
    >
      {list}
    </ScrollRow>
  );
}

const Times = styled.ul<{ $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: none;
  }
`;

const Time = styled.button<{ $selected: boolean }>`
  /* Keeps the spinner's hidden label inside the scrolling row. */
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SLOT_CELL_PITCH - GAP}px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.primary)};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.primarySoft)};
  }

  &:disabled {
    cursor: wait;
    opacity: 0.6;
  }
`;
