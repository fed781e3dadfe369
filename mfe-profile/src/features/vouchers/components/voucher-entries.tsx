import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@salon/ui';
import type { Voucher } from '../api/get-vouchers.ts';
import { entryStates, type EntryState } from '../lib/voucher-rules.ts';
import { Subheading } from './subheading.tsx';

/**
 * A voucher's entries as a row of marks, used ones filled with a tick, unused ones an
 * empty ring (shape as well as colour), each named for screen readers ("Wejście 1 z 5:
 * wykorzystane"), with the counts in text below.
 */
export function VoucherEntries({ entries }: { entries: Voucher['entries'] }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const states = entryStates(entries);
  const used = states.filter((state) => state === 'used').length;

  return (
    <div>
      <Subheading id={headingId}>{t('vouchers.details.entries')}</Subheading>
      <Marks aria-labelledby={headingId}>
        {states.map((state, index) => (
          <Mark key={index} $state={state}>
            {state === 'used' && (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
            <VisuallyHidden>
              {t('vouchers.details.entry', { number: index + 1, total: states.length, state: t(`vouchers.details.entryState.${state}`) })}
            </VisuallyHidden>
          </Mark>
        ))}
      </Marks>
      <Counts>{t('vouchers.details.entriesCount', { used, left: states.length - used })}</Counts>
    </div>
  );
}

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// 24 px marks; the ring uses the strong border colour (3:1 on the card, WCAG 1.4.11).
const Mark = styled.li<{ $state: EntryState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;

  ${({ $state, theme }) =>
    $state === 'used' &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    `}
`;

const Counts = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
