import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@salon/ui';
import { Card, Header } from './salon-slots-card.tsx';
import '../../features/slot-selection/slot-selection-copy.ts';

/**
 * The slot list while it loads: cards of the final size (heading, address, a row of
 * 44 px times), so nothing moves when the answer arrives. Announced once as loading.
 */
export function SlotListSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('booking');
  return (
    <List role="status" aria-busy="true" aria-label={t('slotSelection.loading')}>
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} as="div">
          <Header>
            <div style={{ flex: 1 }}>
              <Skeleton width="min(260px, 70%)" height={24} />
              <Skeleton width="min(320px, 90%)" height={18} />
            </div>
            <Skeleton width={72} height={24} />
          </Header>
          <Row>
            {Array.from({ length: 7 }, (_, cell) => (
              <Skeleton key={cell} width={60} height={44} radius="md" />
            ))}
          </Row>
        </Card>
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  overflow: hidden;
`;
