import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BlogBanner } from '@salon/contracts/blog-api';
import { BannerCaption, BannerCaptionText, BannerPicture } from '@salon/ui/home-widgets';

export interface BannerSlideProps {
  banner: BlogBanner;
  /**
   * The first banner is the home page's largest picture (its LCP): loaded at once with a
   * high priority. The shell preloads and shows the same picture while this remote loads.
   */
  first: boolean;
}

/** A path of this site (`/salony`), not `//host` nor an absolute URL: a router link. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * One banner: a link to its `url` showing its picture (5:3 `image_mobile` on phones,
 * 17:6 `image` from 720 px) and its title under it. The title is the picture's text
 * alternative and so the link's name; the caption repeats it for the eye and is hidden
 * from screen readers, which would otherwise read it twice.
 */
export function BannerSlide({ banner, first }: BannerSlideProps) {
  const content: ReactNode = (
    <>
      <BannerPicture banner={banner} alt={banner.title} first={first} />
      <BannerCaption aria-hidden="true">
        <BannerCaptionText>{banner.title}</BannerCaptionText>
      </BannerCaption>
    </>
  );
  return isSitePath(banner.url) ? (
    <SlideLink as={Link} to={banner.url}>
      {content}
    </SlideLink>
  ) : (
    <SlideLink href={banner.url}>{content}</SlideLink>
  );
}

const SlideLink = styled.a`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  /* Inside the frame, which clips: the ring is drawn inside the link. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;
