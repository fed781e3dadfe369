import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@salon/ui';
import { SHOP_PATH } from '../../../lib/shop-paths.ts';

/* The pieces the order page and the failure page share. */

/** The page's column. */
export const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The live sentence saying where the order stands; always in the page, so each change is read out. */
export const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

/** An indeterminate bar while waiting; the status sentence says it in words. */
export const Waiting = styled.progress.attrs({ 'aria-hidden': true })`
  width: 100%;
  max-width: 320px;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** The way back to the list, beside an order's outcome. */
export function BackToShop() {
  const { t } = useTranslation('shop');
  return (
    <Button as={Link} to={SHOP_PATH} variant="secondary">
      {t('order.backToShop')}
    </Button>
  );
}
