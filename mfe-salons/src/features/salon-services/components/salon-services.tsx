import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SalonDetails, Sex } from '@salon/contracts/catalog-api';
import { useSession } from '@salon/platform';
import { Button, EmptyState, Spinner } from '@salon/ui';
import { useGetSalonPricesQuery } from '../../../api/get-salon-prices.ts';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import {
  categoryOptions,
  filterServices,
  initialCategory,
  initialSex,
  isBookable,
  serviceKey,
  type CategoryFilter,
} from '../lib/service-filters.ts';
import { ServiceFilters } from './service-filters.tsx';
import { ServiceItem } from './service-item.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';

/**
 * The service list on salon details (spec part 2, "Service list on salon details"): the
 * salon's price list filtered by sex (the signed-in customer's, else women) and category
 * (hairdressing, or all when the salon has none), each service with its description,
 * price and, where it can be booked online, a slot panel. One panel is open at a time.
 * Its own loading, failure with a retry and empty states leave the rest of the page be.
 */
export function SalonServices({ salon }: { salon: SalonDetails }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const prices = useGetSalonPricesQuery(salon.id);
  const { user } = useSession();
  const [chosenSex, setChosenSex] = useState<Sex | null>(null);
  const [chosenCategory, setChosenCategory] = useState<CategoryFilter | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);

  const items = prices.data?.items ?? [];
  // Until the customer chooses, the list follows the session (a sign-in on this page).
  const sex = chosenSex ?? initialSex(user?.sex);
  const category = chosenCategory ?? initialCategory(items);
  const shown = filterServices(items, { sex, category });

  const chooseSex = (value: Sex) => {
    setChosenSex(value);
    setOpenKey(null);
  };
  const chooseCategory = (value: CategoryFilter) => {
    setChosenCategory(value);
    setOpenKey(null);
  };

  let body;
  if (prices.isError) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('salonServices.error')}
        action={
          <Button variant="secondary" onClick={() => void prices.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else if (!prices.data) {
    body = <Spinner label={t('salonServices.loading')} />;
  } else if (items.length === 0) {
    body = <p>{t('salonServices.empty')}</p>;
  } else {
    body = (
      <>
        {prices.data.description && <Description>{prices.data.description}</Description>}
        <ServiceFilters
          sex={sex}
          onSexChange={chooseSex}
          category={category}
          categories={categoryOptions(items)}
          onCategoryChange={chooseCategory}
        />
        <Count role="status">{t('salonServices.count', { count: shown.length })}</Count>
        {shown.length === 0 ? (
          <EmptyState headingLevel={3} title={t('salonServices.noResults.title')} description={t('salonServices.noResults.text')} />
        ) : (
          <List>
            {shown.map((item) => {
              const key = serviceKey(item);
              return (
                <li key={key}>
                  <ServiceItem
                    item={item}
                    salon={salon}
                    bookable={isBookable(item, salon)}
                    open={openKey === key}
                    onToggle={() => setOpenKey(openKey === key ? null : key)}
                  />
                </li>
              );
            })}
          </List>
        )}
      </>
    );
  }

  return (
    <TitledSection title={t('salonServices.title')}>
      {body}
    </TitledSection>
  );
}

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
