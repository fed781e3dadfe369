import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Sex } from '@salon/contracts/catalog-api';
import { useRuntimeConfig, useSession } from '@salon/platform';
import { Alert, Button, EmptyState, Skeleton, VisuallyHidden } from '@salon/ui';
import type { Service } from '../../../api/get-services.ts';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import type { BookingState } from '../../../app/store.ts';
import { toDraftService } from '../../../lib/booking-areas.ts';
import { RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import {
  salonSelected,
  selectReservationDraft,
  serviceSelected,
  type DraftArea,
  type DraftSalon,
} from '../../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../../lib/reservation-steps.ts';
import { useStepServices } from '../hooks/use-step-services.ts';
import { readCategoryPreference, writeCategoryPreference } from '../lib/category-preference.ts';
import { sortServices } from '../../../lib/service-order.ts';
import {
  categoryOptions,
  clearedFilter,
  filterServices,
  resolveCategory,
  resolveSex,
  type CategoryFilter,
  type ServiceFilter,
} from '../lib/service-filter.ts';
import { ServiceFilterBar } from './service-filter-bar.tsx';
import { ServiceList } from '../../../components/services/service-list.tsx';

/**
 * Navigation state the area step passes when it sends the visitor here after an area
 * choice: `navigate(path, { state: { from: 'area' } })`. With a service already chosen
 * (the area did not change, so the draft kept it) the service step goes straight on to
 * the date step (spec part 1, section 2: "came back from the area step").
 */
export interface ServiceStepLocationState {
  from?: 'area';
}

/** The service step's content inside ReservationPage (spec part 1, sections 2 and 4). */
export function ServiceScreen() {
  const draft = useBookingSelector(selectReservationDraft);
  const location = useLocation();
  const cameFromArea = (location.state as ServiceStepLocationState | null)?.from === 'area';
  // The guard has made sure of the area; the check narrows the type.
  if (!draft.area) return null;
  if (cameFromArea && draft.service) {
    return <Navigate to={{ pathname: RESERVATION_STEP_PATHS['salon-date'], search: location.search }} replace />;
  }
  return <ServiceStep area={draft.area} salon={draft.salon} selectedId={draft.service?.id ?? null} />;
}

interface ServiceStepProps {
  area: DraftArea;
  salon: DraftSalon | null;
  selectedId: string | null;
}

function ServiceStep({ area, salon, selectedId }: ServiceStepProps) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useBookingDispatch();
  const store = useStore<BookingState>();
  const { features } = useRuntimeConfig();
  const { user } = useSession();
  const services = useStepServices(area, salon);

  const [chosenSex, setChosenSex] = useState<Sex | null>(null);
  const [chosenCategory, setChosenCategory] = useState<CategoryFilter | null>(readCategoryPreference);

  useEffect(() => {
    trackBooking('step-view', { step: 'service' });
  }, []);

  // Forget "came from the area step" once here: Back from the date step must show this
  // list again rather than jump forward a second time.
  useEffect(() => {
    if ((location.state as ServiceStepLocationState | null)?.from === 'area') {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  const ready = services.status === 'ready' ? services : null;
  const all = useMemo(() => (ready ? [...(ready.salonServices ?? []), ...ready.otherServices] : []), [ready]);
  const filterShown = features.serviceFilter && all.length > 0;
  const filter: ServiceFilter = {
    sex: resolveSex(all, chosenSex, user?.sex),
    category: resolveCategory(all, chosenCategory),
  };

  const headingId = useId();
  const otherHeadingId = useId();

  if (services.status === 'loading') return <ServicesSkeleton label={t('serviceSelection.loading')} />;
  if (services.status === 'error') {
    return (
      <Stack>
        <Alert tone="error">{t('serviceSelection.error')}</Alert>
        <div>
          <Button variant="secondary" onClick={services.retry}>
            {t('serviceSelection.retry')}
          </Button>
        </div>
      </Stack>
    );
  }

  if (all.length === 0) {
    return (
      <EmptyState
        title={t('serviceSelection.empty.title')}
        description={t('serviceSelection.empty.description')}
        action={
          <Button as={Link} to={RESERVATION_STEP_PATHS.area} variant="secondary">
            {t('serviceSelection.empty.action')}
          </Button>
        }
      />
    );
  }

  const order = { lastVisitServiceId: services.lastVisitServiceId };
  const shown = (list: readonly Service[]) => sortServices(filterShown ? filterServices(list, filter) : list, order);
  const salonList = services.salonServices ? shown(services.salonServices) : null;
  const otherList = shown(services.otherServices);

  const changeFilter = (next: ServiceFilter) => {
    if (next.sex !== filter.sex) setChosenSex(next.sex);
    if (next.category !== filter.category) {
      setChosenCategory(next.category);
      writeCategoryPreference(next.category);
    }
    trackRecommendation('tag', { category: next.category, sex: next.sex });
  };

  const choose = (service: Service, fromOtherSalons: boolean) => {
    if (fromOtherSalons && salon && services.salonServices) {
      // The draft drops a salon that does not offer the new service only when it knows
      // the salon's services; tell it what this salon offers first.
      dispatch(salonSelected({ ...salon, services: services.salonServices.map((offered) => offered.id) }));
    }
    dispatch(serviceSelected(toDraftService(service)));
    trackBooking('service-chosen', { serviceId: service.id });
    const after = selectReservationDraft(store.getState());
    void navigate({ pathname: destinationPath(nextStep(after)), search: location.search });
  };
  const describe = (service: Service) => trackRecommendation('view', { serviceId: service.id });

  const listProps = { selectedId, lastVisitServiceId: services.lastVisitServiceId, onDescriptionOpen: describe };
  const nothingShown = (salonList?.length ?? 0) + otherList.length === 0;

  return (
    <Stack>
      {filterShown && (
        <ServiceFilterBar
          sex={filter.sex}
          category={filter.category}
          categories={categoryOptions(all)}
          onSexChange={(sex) => changeFilter({ ...filter, sex })}
          onCategoryChange={(category) => changeFilter({ ...filter, category })}
        />
      )}
      {nothingShown ? (
        <EmptyState
          title={t('serviceSelection.filteredEmpty.title')}
          description={t('serviceSelection.filteredEmpty.description')}
          action={
            <Button variant="secondary" onClick={() => changeFilter(clearedFilter(all, filter))}>
              {t('serviceSelection.filteredEmpty.action')}
            </Button>
          }
        />
      ) : salon && salonList ? (
        <>
          <Section>
            <Heading id={headingId}>{t('serviceSelection.salonHeading', { salon: salon.name })}</Heading>
            {salonList.length > 0 ? (
              <ServiceList {...listProps} aria-labelledby={headingId} services={salonList} onChoose={(s) => choose(s, false)} />
            ) : (
              <Muted>{t('serviceSelection.salonFilteredEmpty', { salon: salon.name })}</Muted>
            )}
          </Section>
          {otherList.length > 0 && (
            <Section>
              <Heading id={otherHeadingId}>{t('serviceSelection.otherSalonsHeading')}</Heading>
              <Muted>{t('serviceSelection.otherSalonsHint', { salon: salon.name })}</Muted>
              <ServiceList {...listProps} aria-labelledby={otherHeadingId} services={otherList} onChoose={(s) => choose(s, true)} />
            </Section>
          )}
        </>
      ) : (
        <Section>
          <VisuallyHidden as="h2" id={headingId}>
            {t('serviceSelection.listHeading')}
          </VisuallyHidden>
          <ServiceList {...listProps} aria-labelledby={headingId} services={otherList} onChoose={(s) => choose(s, false)} />
        </Section>
      )}
    </Stack>
  );
}

/** Placeholder rows while the services load; announced once. */
function ServicesSkeleton({ label }: { label: string }) {
  return (
    <SkeletonList role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4].map((row) => (
        <SkeletonRow key={row}>
          <Skeleton width="55%" height={20} />
          <Skeleton width="30%" />
        </SkeletonRow>
      ))}
    </SkeletonList>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SkeletonList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 760px;
`;

const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
