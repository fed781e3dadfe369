import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { SalonDetails } from '@salon/contracts/catalog-api';
import { openingHoursWindow } from '@salon/seo/salons/opening-hours-window';
import { salonPageHead } from '@salon/seo/salons/salon-page';
import { media, Page, RetryAlert, useSeoPageContext } from '@salon/ui';
import { useGetSalonPricesQuery } from '../../../api/get-salon-prices.ts';
import { useGetSalonQuery } from '../../../api/get-salons.ts';
import { SeoText } from '../../../components/seo-text.tsx';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { cityPath, SALON_LIST_PATH, salonPath } from '../../../lib/salon-paths.ts';
import { useGetOpeningHoursQuery } from '../api/get-opening-hours.ts';
import { Content, DetailsSkeleton, GalleryArea, HoursArea, Info, SalonLoadingPage } from './details-layout.tsx';
import { useDetailsViewTracking } from '../hooks/use-details-view-tracking.ts';
import { GoogleReviews } from './google-reviews.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { SalonGallery } from './salon-gallery.tsx';
import { SalonHeader } from './salon-header.tsx';
import { SalonMap } from './salon-map.tsx';

/** The anchor of the service list, for the header's "price list" jump link. */
export const SERVICES_ANCHOR = 'cennik';

export interface SalonDetailsScreenProps {
  /** The salon code from the URL (`M101`). */
  code: string;
  /**
   * The salon's service list with its slot panels, from the salon-services feature (the
   * app wires it, features do not import each other). Rendered right after the info
   * section, so a customer on a phone reaches prices and booking before the map,
   * reviews and search-engine copy; the header links to it.
   */
  renderServices?: (salon: SalonDetails) => ReactNode;
}

/** True for the API's "no such salon" answer. */
const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * `/salony/:code`: a salon's details (spec part 2, "Salon details"). An unknown code
 * replaces the URL with the salon list, and a disabled salon's with its city's salons
 * (the salon list for a salon without a place), as the gateway's 301s say to crawlers
 * (decision 0034); another failure offers a retry. Once the salon
 * is there, each further part (hours, price note, reviews) loads and fails on its own.
 */
export function SalonDetailsScreen({ code, renderServices }: SalonDetailsScreenProps) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const navigate = useNavigate();
  const salon = useGetSalonQuery(code);
  const unknown = isNotFound(salon.error);
  // Only this code's salon: a screen reused for another code must not show the previous one meanwhile.
  const found = salon.data?.id === code ? salon.data : undefined;
  const retiredTo = found && !found.enabled ? (found.location ? cityPath(found.location.cityCode) : SALON_LIST_PATH) : undefined;
  useEffect(() => {
    // Spec: an unknown salon code redirects to the salon list; replace, so Back does not return to it.
    if (unknown) navigate(SALON_LIST_PATH, { replace: true });
    else if (retiredTo) navigate(retiredTo, { replace: true });
  }, [unknown, retiredTo, navigate]);
  const shown = found?.enabled ? found : undefined;
  useDetailsViewTracking(shown?.id);

  if (shown) return <SalonDetailsPage salon={shown} renderServices={renderServices} />;
  return (
    <SalonLoadingPage code={code}>
      {salon.isError && !unknown ? <RetryAlert message={t('salonDetails.error')} onRetry={() => void salon.refetch()} /> : <DetailsSkeleton />}
    </SalonLoadingPage>
  );
}

function SalonDetailsPage({ salon, renderServices }: { salon: SalonDetails; renderServices?: SalonDetailsScreenProps['renderServices'] }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  const seo = useSeoPageContext();
  const aboutId = useId();
  // Fixed for the life of the page: the table and the JSON-LD describe the same days, the
  // days the gateway serves the page with (the same `openingHoursWindow`).
  const range = useMemo(() => openingHoursWindow(), []);
  const hours = useGetOpeningHoursQuery({ salonId: salon.id, ...range });
  const prices = useGetSalonPricesQuery(salon.id);
  // The builder the gateway calls on the same API answers (decision 0034).
  const head = useMemo(() => salonPageHead({ ...seo, salon, prices: prices.data, hours: hours.data }), [seo, salon, prices.data, hours.data]);

  return (
    <Page
      title={salon.name}
      head={head}
      canonical={salonPath(salon.id)}
      breadcrumbs={[{ label: seo.t('salonList.crumbs.salons'), to: SALON_LIST_PATH }, { label: salon.name }]}
    >
      <SalonHeader salon={salon} priceListAnchor={renderServices ? SERVICES_ANCHOR : undefined} />
      <Content>
        <Info $wideGallery={salon.images_17_6.length > 0}>
          <GalleryArea>
            <SalonGallery salonName={salon.name} images={salon.images} images_17_6={salon.images_17_6} />
          </GalleryArea>
          {salon.description && (
            <AboutArea aria-labelledby={aboutId}>
              <h2 id={aboutId}>{t('salonDetails.about.title')}</h2>
              <Description>{salon.description}</Description>
            </AboutArea>
          )}
          <HoursArea>
            <OpeningHours salonId={salon.id} range={range} />
          </HoursArea>
        </Info>
        {renderServices && <Services id={SERVICES_ANCHOR}>{renderServices(salon)}</Services>}
        <SalonMap salon={salon} />
        <GoogleReviews salon={salon} />
        <SeoText seo={salon.seo} />
      </Content>
    </Page>
  );
}




const AboutArea = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${media.up('desktop')} {
    grid-area: about;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;


const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;


/** Below a sticky header the jump link would hide the list's heading: leave it room. */
const Services = styled.div`
  scroll-margin-top: ${({ theme }) => theme.space.xxxl};
`;
