import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { MapFallback, MapView, salonMapUrl } from '@salon/ui';
import { offerAddress, offerSalonForLinks } from '../../../lib/offer-address.ts';

/** The map's start zoom (spec part 2, section 9). */
const MAP_ZOOM = 11;

/**
 * Where the job is: the map with the salon's pin when maps are configured; otherwise
 * (no token, maps off, mapbox-gl failing) the address and a link that opens the place
 * in a maps service.
 */
export function OfferMap({ offer }: { offer: RecruitmentOffer }) {
  const { t } = useTranslation('jobs');
  const { coordinates } = offer.salon.location;
  const address = offerAddress(offer);
  const markers = coordinates ? [{ id: offer.salon.id, latitude: coordinates.latitude, longitude: coordinates.longitude, label: offer.salon.name }] : [];
  const mapsUrl = salonMapUrl(offerSalonForLinks(offer));

  return (
    <Section aria-labelledby="offer-map-heading">
      <h2 id="offer-map-heading">{t('offer.mapTitle')}</h2>
      <MapView
        markers={markers}
        label={t('offer.mapLabel', { salon: offer.salon.name })}
        zoom={MAP_ZOOM}
        fallback={
          <MapFallback>
            <p>{address}</p>
            {mapsUrl && (
              <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
                {t('offer.openInMaps')}
              </a>
            )}
          </MapFallback>
        }
      />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;
