import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@salon/ui';
import { reservationPath } from '../../../lib/salon-paths.ts';

export interface MobileServicesCardProps {
  /** The code of the virtual area the booking starts in (`uslugi-mobilne`). */
  areaCode: string;
}

/**
 * The mobile services (the virtual salons, which have no address) as one card instead of
 * salon boxes: what they are and a link that starts a booking in their area. Decision:
 * docs/decisions/0018-salon-directory.md.
 */
export function MobileServicesCard({ areaCode }: MobileServicesCardProps) {
  const { t } = useTranslation('salons');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('salonList.mobile.title')}</h2>
      <p>{t('salonList.mobile.text')}</p>
      {/* nofollow like every booking link: a booking start page is nothing to index. */}
      <Button as={Link} to={reservationPath({ city: areaCode })} rel="nofollow">
        {t('salonList.mobile.reserve')}
      </Button>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }

  p {
    margin: 0;
    max-width: 60ch;
  }
`;
