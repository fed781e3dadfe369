import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDistanceKm } from '@salon/i18n';
import { Button, Price, useBreakpoint, VisuallyHidden } from '@salon/ui';
import { SlotTimes } from '@salon/ui/slots';
import type { SalonEmptyReason } from '../../lib/slots/empty-slot-message.ts';
import type { SalonInView } from '../../lib/slots/salons-in-view.ts';
import { salonAddressLine } from './salon-address.ts';
import { SalonEmptyMessage, type FilterCopy } from './salon-empty-message.tsx';
import '../../features/slot-selection/slot-selection-copy.ts';

/**
 * Below desktop, where the times wrap, a card shows its first times only: two rows of
 * four on a phone (decision 0027). Every time of every salon made the page of Warsaw's
 * eight salons 4,905 px high.
 */
export const COLLAPSED_TIMES = 8;

/**
 * The times a card shows: all on desktop (one scrolled row) and when expanded; else
 * the first COLLAPSED_TIMES, unless only one more would wait behind the button, or the
 * draft's time lies further on (coming back, it must be in view).
 */
export function shownTimes(slots: readonly string[], { wraps, expanded, selected }: { wraps: boolean; expanded: boolean; selected: string | null }): readonly string[] {
  if (!wraps || expanded || slots.length <= COLLAPSED_TIMES + 1) return slots;
  if (selected !== null && slots.indexOf(selected) >= COLLAPSED_TIMES) return slots;
  return slots.slice(0, COLLAPSED_TIMES);
}

export interface SalonSlotsCardProps {
  salon: SalonInView;
  /** Why no time shows, or null when some do. */
  emptyReason: SalonEmptyReason | null;
  onPick: (slot: string) => void;
  pending: string | null;
  selected: string | null;
  disabled: boolean;
  /** A message about this salon's last pick (the hold failed). */
  notice?: ReactNode;
  /** Beside the name (the preferred-salon heart). */
  action?: ReactNode;
  /** The filters the empty message names when they hide the times. */
  filterCopy: FilterCopy;
}

/**
 * One salon of the slot list: name, address, the distance when the search had the
 * customer's location, the service's price, then its times or why there are none.
 * Below desktop the first times show, the others behind "more times" (`shownTimes`).
 */
export function SalonSlotsCard(props: SalonSlotsCardProps) {
  const { salon, emptyReason, onPick, pending, selected, disabled, notice, action } = props;
  const { t } = useTranslation('booking');
  const headingId = useId();
  const wraps = useBreakpoint() !== 'desktop';
  const [expanded, setExpanded] = useState(false);
  const { salon: details, servicePrice } = salon.result;
  const address = salonAddressLine(details);
  const times = shownTimes(salon.slots, { wraps, expanded, selected });
  const hidden = salon.slots.length - times.length;
  const collapsible = wraps && (hidden > 0 || expanded);
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <div>
          <NameRow>
            <Name id={headingId}>{details.name}</Name>
            {action}
          </NameRow>
          {address && <Address>{address}</Address>}
          {details.distanceInKm !== undefined && (
            <Address>{t('slotSelection.distance', { distance: formatDistanceKm(details.distanceInKm) })}</Address>
          )}
        </div>
        {servicePrice && (
          <PriceBox>
            <VisuallyHidden>{t('slotSelection.price')}: </VisuallyHidden>
            <Price price={servicePrice} />
          </PriceBox>
        )}
      </Header>
      {notice}
      {emptyReason === null ? (
        <>
          <SlotTimes
            salonName={details.name}
            slots={times}
            onPick={onPick}
            pending={pending}
            selected={selected}
            disabled={disabled}
          />
          {collapsible && (
            <More>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={hidden === 0}
                aria-label={
                  hidden > 0
                    ? t('slotSelection.salons.more.showLabel', { count: hidden, salon: details.name })
                    : t('slotSelection.salons.more.hideLabel', { salon: details.name })
                }
                onClick={() => setExpanded(hidden > 0)}
              >
                {hidden > 0 ? t('slotSelection.salons.more.show', { count: hidden }) : t('slotSelection.salons.more.hide')}
              </Button>
            </More>
          )}
        </>
      ) : (
        <SalonEmptyMessage reason={emptyReason} salon={details} filterCopy={props.filterCopy} />
      )}
    </Card>
  );
}

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Address = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const More = styled.div`
  /* The ghost button's padding lines its text up with the times above. */
  margin: -${({ theme }) => theme.space.xxs} 0 0 -14px;
`;

const PriceBox = styled.p`
  margin: 0;
  flex: none;
`;
