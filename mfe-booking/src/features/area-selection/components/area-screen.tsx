import { useEffect, useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { Area } from '@salon/contracts/catalog-api';
import { useRuntimeConfig, useSession } from '@salon/platform';
import { Alert, Button, Skeleton, Spinner, useBreakpoint } from '@salon/ui';
import { useGetAreasQuery } from '../../../api/get-areas.ts';
import { useGetLastVisitQuery } from '../../../api/get-last-visit.ts';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { ReservationCard } from '../../../components/reservation-card.tsx';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useRepeatVisit } from '../../../lib/use-repeat-visit.ts';
import { customerLocated, selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { isAreaDisabled, mergeAreas, splitAreas } from '../lib/area-lists.ts';
import { useAreaChoice } from '../hooks/use-area-choice.ts';
import { AreaBlock, AreaBlockHeading } from './area-block.ts';
import { AreaList } from './area-list.tsx';
import { MobileServicesChoice } from './mobile-services-choice.tsx';
import { NearestArea } from './nearest-area.tsx';
import { PreferredSalon } from './preferred-salon.tsx';

/**
 * The area step (spec part 1, "Area screen"): the areas from GET /api/{areasEndpoint},
 * suggested ones (with an order) and the others in two blocks on desktop and one list
 * below it; the areas a booking link's service is not offered in are disabled. The
 * virtual area is no place: the services at the customer's place follow as a choice of
 * their own (decision 0028). Above them: the repeat-last-visit card and the preferred
 * salon for signed-in customers, and the nearest-area suggestion on request.
 */
export function AreaScreen() {
  const { t } = useTranslation('booking');
  const { booking } = useRuntimeConfig();
  const { authenticated } = useSession();
  const desktop = useBreakpoint() === 'desktop';
  const draft = useBookingSelector(selectReservationDraft);
  const dispatch = useBookingDispatch();
  const { data: areas, isLoading, isError, refetch } = useGetAreasQuery(booking.areasEndpoint);
  const { data: lastVisit } = useGetLastVisitQuery(authenticated ? undefined : skipToken);
  const { chooseArea, choosePreferredSalon } = useAreaChoice();
  const { search } = useLocation();
  const { repeat, status: repeatStatus } = useRepeatVisit(search);
  const suggestedId = useId();
  const othersId = useId();
  const allId = useId();

  useEffect(() => {
    trackBooking('step-view', { step: 'area' });
  }, []);

  const repeatCard = authenticated && lastVisit && (
    <ReservationCard
      kind="finished"
      service={lastVisit.service.name}
      hairdresser={lastVisit.hairdresserName}
      salon={lastVisit.salon.name}
      city={lastVisit.salon.location?.city ?? null}
      status={repeatStatus}
      onAction={() => void repeat(lastVisit)}
    />
  );
  const labels = `areaSelection.lists.${booking.areasEndpoint}` as const;
  const currentCode = draft.area?.code ?? null;
  const { suggested, others, atCustomerPlace } = splitAreas(areas ?? []);
  const listProps = { currentCode, availableAreas: draft.availableAreas, onChoose: chooseArea };
  const candidates = (areas ?? []).filter((area: Area) => !area.virtual && area.salonCount > 0 && !isAreaDisabled(area, draft.availableAreas));

  return (
    <Screen>
      {!desktop && repeatCard}

      {areas && (
        <Tools>
          <PreferredSalon areas={areas} areasEndpoint={booking.areasEndpoint} availableAreas={draft.availableAreas} onBook={choosePreferredSalon} />
          <NearestArea candidates={candidates} onChoose={chooseArea} onLocated={(position) => dispatch(customerLocated(position))} />
        </Tools>
      )}

      {desktop && repeatCard}

      {draft.availableAreas && draft.service && (
        <Alert tone="info">{t('areaSelection.limited', { service: draft.service.name })}</Alert>
      )}

      {isLoading && (
        <Loading>
          <Spinner label={t('areaSelection.loading')} />
          <Skeleton height="52px" />
          <Skeleton height="52px" />
        </Loading>
      )}
      {isError && (
        <Alert tone="error">
          <p>{t('areaSelection.loadError')}</p>
          <Button variant="link" onClick={() => void refetch()}>
            {t('areaSelection.retry')}
          </Button>
        </Alert>
      )}
      {areas && areas.length === 0 && <p>{t('areaSelection.empty')}</p>}

      {desktop && (
        <>
          {suggested.length > 0 && (
            <AreaBlock aria-labelledby={suggestedId}>
              <AreaBlockHeading id={suggestedId}>{t(`${labels}.suggested`)}</AreaBlockHeading>
              <AreaList areas={suggested} labelledBy={suggestedId} {...listProps} />
            </AreaBlock>
          )}
          {others.length > 0 && (
            <AreaBlock aria-labelledby={othersId}>
              <AreaBlockHeading id={othersId}>{t(`${labels}.others`)}</AreaBlockHeading>
              <AreaList areas={others} labelledBy={othersId} {...listProps} />
            </AreaBlock>
          )}
        </>
      )}
      {!desktop && suggested.length + others.length > 0 && (
        <AreaBlock aria-labelledby={allId}>
          <AreaBlockHeading id={allId}>{t(`${labels}.all`)}</AreaBlockHeading>
          <AreaList areas={mergeAreas({ suggested, others })} labelledBy={allId} {...listProps} />
        </AreaBlock>
      )}
      {atCustomerPlace.map((area) => (
        <MobileServicesChoice key={area.code} area={area} {...listProps} />
      ))}
    </Screen>
  );
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

