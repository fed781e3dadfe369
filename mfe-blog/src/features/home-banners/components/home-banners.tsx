import { useTranslation } from 'react-i18next';
import type { BlogBanner } from '@salon/contracts/blog-api';
import { BannerFrame, HomeBannersSkeleton } from '@salon/ui/home-widgets';
import { useBlogRead } from '../../../api/blog-read.ts';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { BannerSlide } from './banner-slide.tsx';

export interface HomeBannersProps {
  /** Banners the host already has (`HomeBannersProps` of the contract): drawn until this widget's own answer arrives. */
  initialBanners?: BlogBanner[];
}

/**
 * The home page's banners (rest/jldbanner): the skeleton of their exact box while they
 * load (unless the host handed the banners over: those are drawn meanwhile), one banner
 * as a plain link, several as a carousel. When there is no banner to draw (the call
 * failed and the host had none, or there are none) the strip is left out: the rest of
 * the home page does not need it.
 */
export function HomeBanners({ initialBanners }: HomeBannersProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { data, isLoading } = useBlogRead('rest/jldbanner');
  const banners = data?.psdata ?? initialBanners ?? [];
  if (isLoading && banners.length === 0) return <HomeBannersSkeleton />;
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <BannerFrame as="section" aria-label={t('homeBanners.label')}>
        <BannerSlide banner={banners[0]!} first />
      </BannerFrame>
    );
  }
  return <BannerCarousel banners={banners} />;
}
