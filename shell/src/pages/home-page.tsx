import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HomeBannersProps } from '@salon/contracts';
import { BLOG_TEASER_SIZE } from '@salon/contracts/blog-api';
import { HOME_PATH } from '@salon/contracts/site-paths';
import { homePageHead } from '@salon/seo/site/home-page';
import { Button, Container, media, useMediaQuery, useSeoPageContext } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import {
  BLOG_SLIDER_MEDIA,
  BlogSliderSkeleton,
  BlogTeaserSkeleton,
  HomeBannersSkeleton,
  HomeVideosSkeleton,
} from '@salon/ui/home-widgets';
import { SHELL_NS } from '../i18n.ts';
import { BlogWidgetSlot } from './home/blog-widget-slot.tsx';
import { useHomeBanners } from './home/home-banners.ts';
import { ReservationCardSlot } from './reservation-card-slot.tsx';

/**
 * The home page (spec part 2: banners, the salons tile, videos, the blog teaser, the
 * ongoing or last reservation card), composed by the shell from the remotes' widgets
 * (docs/decisions/0004-home-page-and-shop-link.md):
 * - the blog remote's `./HomeBanners`, `./HomeVideos`, below 789 px `./BlogSlider`, and
 *   `./BlogTeaser`, each in a quiet slot whose loading state is the widget's skeleton
 *   (its final box, so nothing moves when the remote arrives);
 * - the shell's own heading with the book-a-visit button, the salons tile and the app tile;
 * - booking's `./ReservationCard`, mounted only when it can show something.
 * Any remote that fails leaves its part out; the rest keeps working. The shell asks for
 * the banners itself while the remote loads (home/home-banners.ts): it preloads the first
 * picture, the page's LCP, draws it in the banners' placeholder and hands the banners to
 * the widget, so the picture paints without waiting for the remote's code.
 * Its head (the chain as Organization, with its logo and social profiles) and its
 * heading are @salon/seo's, which the gateway serves the page with (decision 0034).
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  const seo = useSeoPageContext();
  const head = useMemo(() => homePageHead(seo), [seo]);
  useDocumentMeta({ ...head, canonical: HOME_PATH });
  const banners = useHomeBanners();
  const sliderShown = useMediaQuery(BLOG_SLIDER_MEDIA);

  return (
    <Page>
      <BlogWidgetSlot<HomeBannersProps>
        module="./HomeBanners"
        props={{ banners }}
        skeleton={<HomeBannersSkeleton first={banners?.[0]} />}
      />
      <Intro>
        <Hero>
          <h1>{seo.t('home.heading')}</h1>
          <p>{seo.t('home.lead')}</p>
          <Button as={Link} to="/rezerwacja" variant="primary" size="lg">
            {t('home.book')}
          </Button>
        </Hero>
        <Tile aria-labelledby="home-salons">
          <h2 id="home-salons">{t('home.salonsTileTitle')}</h2>
          <p>{t('home.salonsTileText')}</p>
          <Link to="/salony">{t('home.salonsTileLink')}</Link>
        </Tile>
      </Intro>
      <BlogWidgetSlot module="./HomeVideos" skeleton={<HomeVideosSkeleton />} />
      {/* On phones the promoted posts come first, a swipeable row above the long column of the teaser. */}
      {sliderShown && <BlogWidgetSlot module="./BlogSlider" skeleton={<BlogSliderSkeleton />} />}
      <BlogWidgetSlot module="./BlogTeaser" skeleton={<BlogTeaserSkeleton count={BLOG_TEASER_SIZE} />} />
      <CardSlot>
        <ReservationCardSlot />
      </CardSlot>
      <Tile aria-labelledby="home-app">
        <h2 id="home-app">{t('home.appTileTitle')}</h2>
        <p>{t('home.appTileText')}</p>
        <Link to="/pobierz-aplikacje">{t('home.appTileLink')}</Link>
      </Tile>
    </Page>
  );
}

/** One column of parts; a part that draws nothing (a failed widget) leaves no gap. */
const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};

  ${media.up('tablet')} {
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.up('tablet')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Hero = styled.section`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: clamp(1.8rem, 5vw, 2.75rem);
  }
  p {
    max-width: 40rem;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

const CardSlot = styled.div`
  &:empty {
    display: none;
  }
`;

const Tile = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    margin-top: 0;
  }
  p {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
