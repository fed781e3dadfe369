import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Salon } from '@salon/contracts/catalog-api';
import { MapView, type MapMarker } from '@salon/ui';
import { salonPath } from '../../../lib/salon-paths.ts';
import { isPlace } from '../lib/salon-directory.ts';
import { TitledSection } from '../../../components/titled-section.tsx';

/** The start zoom of an area map (spec part 2, section 9); the markers are fitted in anyway. */
const AREA_ZOOM = 9;

/**
 * Every salon on one map, nearby ones clustered, each marker linking to its salon. The
 * map library loads only when the section scrolls into view (MapView); without a maps
 * token it shows a short note, the list above already giving every address.
 */
export function SalonsMap({ salons }: { salons: readonly Salon[] }) {
  const { t } = useTranslation('salons');
  const markers = useMemo<MapMarker[]>(
    () =>
      salons.filter(isPlace).flatMap((salon) =>
        salon.coordinates
          ? [{ id: salon.id, latitude: salon.coordinates.latitude, longitude: salon.coordinates.longitude, label: salon.name, href: salonPath(salon.id) }]
          : [],
      ),
    [salons],
  );
  if (markers.length === 0) return null;
  return (
    <TitledSection title={t('salonList.map.title')}>
      <MapView markers={markers} label={t('salonList.map.label')} zoom={AREA_ZOOM} cluster fallback={<Fallback>{t('salonList.map.fallback')}</Fallback>} />
    </TitledSection>
  );
}

const Fallback = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
