import { useTranslation } from 'react-i18next';
import type { SalonDetails } from '@salon/contracts/catalog-api';
import { MapFallback, MapView, salonAddress, salonMapUrl } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { ExternalLink } from './external-link.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';

/** The salon map's start zoom (spec part 2, section 9). */
const SALON_MAP_ZOOM = 11;

/**
 * Where the salon is (spec part 2, "Map section"): the interactive map with the salon's
 * pin when maps are configured, else (and while mapbox-gl cannot run) its address and
 * a link that opens the place in a maps service. A virtual salon has no place: no map.
 */
export function SalonMap({ salon }: { salon: SalonDetails }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const address = salonAddress(salon);
  const mapUrl = salonMapUrl(salon);
  if (salon.virtual || !salon.location) return null;
  const markers = salon.coordinates ? [{ id: salon.id, latitude: salon.coordinates.latitude, longitude: salon.coordinates.longitude, label: salon.name }] : [];

  return (
    <TitledSection title={t('salonDetails.map.title')} gap="sm">
      <MapView
        markers={markers}
        label={t('salonDetails.map.label', { salon: salon.name })}
        zoom={SALON_MAP_ZOOM}
        fallback={
          <MapFallback>
            {address && <p>{address}</p>}
            {mapUrl && <ExternalLink href={mapUrl}>{t('salonDetails.map.openInMaps')}</ExternalLink>}
          </MapFallback>
        }
      />
    </TitledSection>
  );
}
