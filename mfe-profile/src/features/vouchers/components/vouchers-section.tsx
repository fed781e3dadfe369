import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { salonNow } from '@salon/i18n';
import { Button, EmptyState } from '@salon/ui';
import { useGetVouchersQuery } from '../api/get-vouchers.ts';
import { VoucherList } from './voucher-list.tsx';

/**
 * The profile's vouchers tab (spec part 2, "Profile: other pages"): a note that paper
 * vouchers are not listed, the active vouchers, and the inactive ones (used up or
 * expired) loaded only when the customer asks. Each list has its own loader, empty text
 * and failure with a retry. The page above holds the h1: the lists are titled h2 and
 * each voucher h3.
 */
export function VouchersSection() {
  const { t } = useTranslation('profile');
  const activeHeadingId = useId();
  const inactiveHeadingId = useId();
  const inactivePanelId = useId();
  // Asked once, the inactive list stays subscribed: hiding it again does not drop the answer.
  const [inactiveRequested, setInactiveRequested] = useState(false);
  const [inactiveShown, setInactiveShown] = useState(false);
  const active = useGetVouchersQuery({ active: true });
  const inactive = useGetVouchersQuery({ active: false }, { skip: !inactiveRequested });
  const today = salonNow().toISODate()!;

  const toggleInactive = () => {
    setInactiveRequested(true);
    setInactiveShown(!inactiveShown);
  };

  return (
    <Layout>
      <Notice>{t('vouchers.paperNotice')}</Notice>

      <Part aria-labelledby={activeHeadingId}>
        <Title id={activeHeadingId}>{t('vouchers.active.title')}</Title>
        <VoucherList
          result={active}
          today={today}
          loadingLabel={t('vouchers.active.loading')}
          empty={<EmptyState headingLevel={3} title={t('vouchers.active.emptyTitle')} description={t('vouchers.active.emptyText')} />}
        />
      </Part>

      <Part aria-labelledby={inactiveHeadingId}>
        <Title id={inactiveHeadingId}>{t('vouchers.inactive.title')}</Title>
        <div>
          <Button variant="secondary" aria-expanded={inactiveShown} aria-controls={inactivePanelId} onClick={toggleInactive}>
            {t(inactiveShown ? 'vouchers.inactive.hide' : 'vouchers.inactive.show')}
          </Button>
        </div>
        <div id={inactivePanelId} hidden={!inactiveShown}>
          {inactiveShown && (
            <VoucherList
              result={inactive}
              today={today}
              loadingLabel={t('vouchers.inactive.loading')}
              empty={<EmptyText>{t('vouchers.inactive.empty')}</EmptyText>}
            />
          )}
        </div>
      </Part>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.headingFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
`;

const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
