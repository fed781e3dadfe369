import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Area, Coordinates } from '@salon/contracts/catalog-api';
import { Alert, Button, Spinner } from '@salon/ui';
import { nearestAreas, type NearbyArea } from '../lib/nearest-areas.ts';

type LocateState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; nearby: NearbyArea[] }
  | { status: 'denied' | 'unavailable' };

export interface NearestAreaProps {
  /** The areas worth suggesting: real places the customer can choose now. */
  candidates: readonly Area[];
  onChoose: (area: Area) => void;
  /** The position, once the browser gave it (the slot search then orders salons by distance). */
  onLocated: (position: Coordinates) => void;
}

/**
 * "Use my location": the browser asks for the position only when the customer presses
 * the button, never on page load. Then the nearest area is offered, or the two nearest
 * when they are about as close (nearestAreas), and the position is handed on for the
 * slot search.
 */
export function NearestArea({ candidates, onChoose, onLocated }: NearestAreaProps) {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const headingId = useId();

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position: Coordinates = { latitude: coords.latitude, longitude: coords.longitude };
        onLocated(position);
        setState({ status: 'found', nearby: nearestAreas(position, candidates) });
      },
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A city-level guess is enough; an old fix saves the phone a GPS start.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <Wrapper>
      <Button variant="secondary" onClick={locate} disabled={state.status === 'locating'}>
        {t('areaSelection.nearest.button')}
      </Button>
      {state.status === 'locating' && <Spinner size="sm" label={t('areaSelection.nearest.locating')} />}
      {(state.status === 'denied' || state.status === 'unavailable') && <Alert tone="warning">{t(`areaSelection.nearest.${state.status}`)}</Alert>}
      {state.status === 'found' && state.nearby.length === 0 && <Alert tone="info">{t('areaSelection.nearest.none')}</Alert>}
      {state.status === 'found' && state.nearby.length > 0 && (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{t('areaSelection.nearest.suggestion')}</Heading>
          <Suggestions aria-labelledby={headingId}>
            {state.nearby.map(({ area, distanceKm }) => (
              <li key={area.code}>
                <Button onClick={() => onChoose(area)}>
                  {area.name}
                  <Distance>{t('areaSelection.nearest.distance', { distance: Math.max(1, Math.round(distanceKm)) })}</Distance>
                </Button>
              </li>
            ))}
          </Suggestions>
        </section>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Distance = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
