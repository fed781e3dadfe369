import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, Page, Skeleton, VisuallyHidden } from '@salon/ui';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import { SALONS_NAMESPACE } from '../../../i18n.ts';
import { SALON_LIST_PATH, salonPath } from '../../../lib/salon-paths.ts';

/*
 * The frame of a salon's page and its loading state, apart from the page's code: the
 * salon list and the city pages do not load the details (their dates, map, reviews),
 * and while a salon page's chunk arrives it shows this same frame, so nothing jumps.
 */

/** A salon's page before its salon is there: the loading title, the breadcrumbs, `children` (the skeleton, or a retry). */
export function SalonLoadingPage({ code, children = <DetailsSkeleton /> }: { code: string; children?: ReactNode }) {
  const { t } = useTranslation([SALONS_NAMESPACE, SEO_NAMESPACE]);
  return (
    <Page
      title={t('salonDetails.loadingTitle', { code })}
      breadcrumbs={[{ label: t('salonList.crumbs.salons', { ns: SEO_NAMESPACE }), to: SALON_LIST_PATH }, { label: code }]}
      canonical={salonPath(code)}
    >
      {children}
    </Page>
  );
}

/** The page's shape while the salon loads: header lines, the 5:3 photo box, the hours. */
export function DetailsSkeleton() {
  const { t } = useTranslation(SALONS_NAMESPACE);
  return (
    <div role="status">
      <VisuallyHidden>{t('salonDetails.loading')}</VisuallyHidden>
      <Content aria-hidden="true">
        <Skeleton lines={3} width="24rem" />
        <Info $wideGallery={false}>
          <GalleryArea>
            <PhotoPlaceholder>
              <Skeleton height="100%" radius="lg" />
            </PhotoPlaceholder>
          </GalleryArea>
          <HoursArea>
            <Skeleton lines={8} height="1.5em" />
          </HoursArea>
        </Info>
      </Content>
    </div>
  );
}

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${media.up('tablet')} {
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

/*
 * Phones and tablets: photos, about, hours, one under the other. Desktops: the 5:3
 * photos beside the hours with the about text under them, or the wide 17:6 photos
 * across the page above the about text and the hours.
 */
export const Info = styled.div<{ $wideGallery: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('desktop')} {
    column-gap: ${({ theme }) => theme.space.xl};
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: ${({ $wideGallery }) => ($wideGallery ? `'gallery gallery' 'about hours'` : `'gallery hours' 'about hours'`)};
    align-items: start;
  }
`;

export const GalleryArea = styled.div`
  min-width: 0;

  ${media.up('desktop')} {
    grid-area: gallery;
  }
`;

export const HoursArea = styled.div`
  ${media.up('desktop')} {
    grid-area: hours;
  }
`;

const PhotoPlaceholder = styled.div`
  aspect-ratio: 5 / 3;
`;
