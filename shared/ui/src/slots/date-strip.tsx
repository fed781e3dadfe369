import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@salon/i18n';
import { VisuallyHidden } from '../visually-hidden.tsx';
import type { SlotDay } from './slot-days.ts';
import { scrollToReveal, SCROLL_DURATION_MS } from './scroll-step.ts';
import { animateScroll } from './animate-scroll.ts';
import { ScrollRow } from './scroll-row.tsx';

/** Width of a day cell and the gap after it. */
const DAY_WIDTH = 64;
const DAY_GAP = 8;

export interface DateStripProps {
  /** The days on offer, `yyyy-MM-dd`, the first one being today. */
  days: readonly SlotDay[];
  selected: SlotDay;
  onSelect: (day: SlotDay) => void;
}

/**
 * The date picker of booking's slot steps and the salon details' service panel: one
 * toggle button per day (weekday, day, month), the chosen one pressed. Keyboard: Tab
 * reaches the chosen day only (roving tab stop), arrows move between days, Home and End
 * jump to the ends, Enter or Space chooses.
 * The arrows either side page by seven days; a day chosen from elsewhere (the fall-back
 * to a day with free times) is scrolled into view.
 */
export function DateStrip({ days, selected, onSelect }: DateStripProps) {
  const { t } = useTranslation('common');
  const viewport = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);

  const buttonOf = (day: SlotDay) => list.current?.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`) ?? null;

  const reveal = (day: SlotDay, duration: number) => {
    const button = buttonOf(day);
    const element = viewport.current;
    if (!button || !element) return;
    const cell = button.parentElement ?? button;
    const target = scrollToReveal(element.scrollLeft, element.clientWidth, cell.offsetLeft, cell.offsetWidth);
    animateScroll(element, target, duration);
  };

  useEffect(() => {
    reveal(selected, SCROLL_DURATION_MS);
    // Only a new selection scrolls; the strip is not re-scrolled on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-day]')?.dataset.day;
    const index = current ? days.indexOf(current) : -1;
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: days.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const day = days[Math.max(0, Math.min(days.length - 1, target))]!;
    buttonOf(day)?.focus({ preventScroll: true });
    reveal(day, 0);
  };

  return (
    <ScrollRow
      previousLabel={t('slots.dateStrip.previous')}
      nextLabel={t('slots.dateStrip.next')}
      pitch={DAY_WIDTH + DAY_GAP}
      viewportRef={viewport}
    >
      {/* The group names the days; the list inside keeps each day a list item (a list
          given another role would leave its items without one). */}
      <div role="group" aria-label={t('slots.dateStrip.label')} onKeyDown={onKeyDown}>
        <Days ref={list}>
          {days.map((day, index) => {
            const pressed = day === selected;
            const weekday = index === 0 ? t('slots.dateStrip.today') : formatDate(day, 'ccc');
            return (
              <li key={day}>
                <Day
                  type="button"
                  data-day={day}
                  aria-pressed={pressed}
                  tabIndex={pressed ? 0 : -1}
                  $pressed={pressed}
                  onClick={() => onSelect(day)}
                >
                  <Weekday aria-hidden="true">{weekday}</Weekday>
                  <DayNumber aria-hidden="true">{formatDate(day, 'd')}</DayNumber>
                  <Month aria-hidden="true">{formatDate(day, 'LLL')}</Month>
                  <VisuallyHidden>
                    {index === 0
                      ? t('slots.dateStrip.todayLabel', { date: formatDate(day, 'cccc, d MMMM') })
                      : formatDate(day, 'cccc, d MMMM')}
                  </VisuallyHidden>
                </Day>
              </li>
            );
          })}
        </Days>
      </div>
    </ScrollRow>
  );
}

const Days = styled.ul`
  display: flex;
  gap: ${DAY_GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: none;
  }
`;

const Day = styled.button<{ $pressed: boolean }>`
  /* The containing block of the hidden full date: else it sits outside the scrolling row
     and widens the page by the whole strip. */
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: ${DAY_WIDTH}px;
  height: 76px;
  padding: 0;
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  text-transform: capitalize;
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: 1;
`;

const Month = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;
