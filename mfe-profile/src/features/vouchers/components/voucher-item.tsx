import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@salon/i18n';
import type { Voucher } from '../api/get-vouchers.ts';
import { inactiveReason } from '../lib/voucher-rules.ts';
import { VoucherDetails } from './voucher-details.tsx';

export interface VoucherItemProps {
  voucher: Voucher;
  /** The salon-local day, yyyy-MM-dd. */
  today: string;
}

/**
 * One voucher as an accordion item: its name (h3) is the button that opens its
 * details; below it, always visible, the entries left and the expiry ("expired on …" or
 * "used up" once inactive). The details slide open in 500 ms (spec part 2, section 9),
 * at once under reduced motion.
 */
export function VoucherItem({ voucher, today }: VoucherItemProps) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const summaryId = useId();

  const reason = voucher.active ? null : inactiveReason(voucher, today);
  const expiry = voucher.expirationDate ? formatDate(voucher.expirationDate, 'dd.MM.yyyy') : null;
  let status: string | null = null;
  if (reason === 'usedUp') status = t('vouchers.summary.usedUp');
  else if (reason === 'expired') status = t('vouchers.summary.expiredOn', { date: expiry });
  else if (expiry) status = t('vouchers.summary.validUntil', { date: expiry });

  return (
    <Item aria-labelledby={buttonId}>
      <Heading>
        <Toggle id={buttonId} aria-expanded={open} aria-controls={panelId} aria-describedby={summaryId} onClick={() => setOpen(!open)}>
          <span>{voucher.name}</span>
          <Chevron $open={open} aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </Chevron>
        </Toggle>
      </Heading>
      <Summary id={summaryId}>
        <span>{t('vouchers.summary.entriesLeft', { count: voucher.entries.left, total: voucher.entries.total })}</span>
        {status && <span>{status}</span>}
      </Summary>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} $open={open} inert={!open}>
        <PanelContent>
          <VoucherDetails voucher={voucher} />
        </PanelContent>
      </Panel>
    </Item>
  );
}

const Item = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

// The whole header line is the target (well above 24 px); the focus ring comes from the global style.
const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.xxs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.typography.headingFamily};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.slow} ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/*
 * Height animation without measuring: a one-row grid goes from 0fr to 1fr. Visibility
 * flips at the start of opening and at the end of closing (it is discrete), so a closed
 * panel is out of the accessibility tree and the tab order, yet seen while it closes.
 */
const Panel = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows ${({ theme }) => theme.durations.slow} ease,
    visibility ${({ theme }) => theme.durations.slow};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PanelContent = styled.div`
  min-height: 0;
  overflow: hidden;
`;
