import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SalonDetails, SalonPriceItem } from '@salon/contracts/catalog-api';
import { Button, Price, media } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { SlotPanel } from './slot-panel.tsx';

export interface ServiceItemProps {
  item: SalonPriceItem;
  salon: SalonDetails;
  /** Show the reservation button (a service id, a salon taking online bookings). */
  bookable: boolean;
  /** This service's slot panel is the open one. */
  open: boolean;
  onToggle: () => void;
}

/**
 * One service of the price list: name, short description, the long one behind a
 * toggle, the price (the original struck through when discounted) and, when it can be
 * booked, the button that opens its slot panel below it.
 */
export function ServiceItem({ item, salon, bookable, open, onToggle }: ServiceItemProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const panelId = useId();
  const { currency } = item.priceJson;
  const discounted = item.originalPrice !== null && item.originalPrice > item.priceJson.value;

  return (
    <Card>
      <Head>
        <Name>{item.name}</Name>
        <PriceCell>
          <Price price={item.priceJson} originalPrice={discounted ? { value: item.originalPrice!, currency } : null} />
        </PriceCell>
      </Head>
      {item.shortDescription && <Short>{item.shortDescription}</Short>}
      {item.longDescription && (
        <>
          <Button
            variant="link"
            size="sm"
            aria-label={t(expanded ? 'salonServices.service.hideDescriptionLabel' : 'salonServices.service.showDescriptionLabel', { service: item.name })}
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded(!expanded)}
          >
            {t(expanded ? 'salonServices.service.hideDescription' : 'salonServices.service.showDescription')}
          </Button>
          <Long id={descriptionId} hidden={!expanded}>
            {item.longDescription}
          </Long>
        </>
      )}
      {bookable && (
        <Actions>
          <Button
            size="sm"
            aria-label={t('salonServices.service.reserveLabel', { service: item.name })}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={onToggle}
          >
            {t('salonServices.service.reserve')}
          </Button>
        </Actions>
      )}
      {open && <SlotPanel id={panelId} salon={salon} serviceId={item.serviceId} serviceName={item.name} />}
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* The panel and the long text use the whole width, not only their content's. */
  & > section,
  & > p {
    align-self: stretch;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  align-self: stretch;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const PriceCell = styled.div`
  ${media.up('tablet')} {
    text-align: right;
  }
`;

const Short = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Long = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;
