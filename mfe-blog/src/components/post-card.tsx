import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ImageWidth } from '@salon/contracts/catalog-api';
import type { BlogPostSummary } from '@salon/contracts/blog-api';
import { exactQuery, useCurrentLanguage } from '@salon/platform';
import { htmlToText } from '@salon/seo/content/html-text';
import { formatPostDate } from '@salon/seo/content/post-date';
import { ResponsiveImage, VisuallyHidden } from '@salon/ui';
import { BLOG_NAMESPACE } from '../i18n.ts';
import { CONTENT_LANGUAGE, articlePath, categoryPath } from '../lib/blog-paths.ts';

/**
 * How wide the banner is drawn in the list grid (`PostGrid`): one column on phones, two
 * from 720 px, three from 1189 px and four from 1589 px, inside the 1150 px content
 * column. Other layouts (the home teaser) pass their own `imageSizes`.
 */
export const POST_CARD_LIST_SIZES =
  '(min-width: 1589px) 260px, (min-width: 1189px) 355px, (min-width: 1150px) 540px, (min-width: 720px) calc(50vw - 36px), calc(100vw - 32px)';

/** Enough for a 540 px column at 2× density without sending phones more than they draw. */
const IMAGE_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 960, 1280];

export interface PostCardProps {
  post: BlogPostSummary;
  /** The title's level in the page outline: 2 right under the page's h1 (default), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The banner's `sizes`; the list grid's by default (`POST_CARD_LIST_SIZES`). */
  imageSizes?: string;
  /** Load the banner at once: the cards on screen when the page opens. */
  eager?: boolean;
}

/**
 * One post in a list (spec part 2, "Blog article"): the 5:3 banner, the category as an
 * upper-cased link to its list, the title as the link to the article, the date, the
 * author when there is one and the lead as text. Render it inside an `<li>`; the card
 * fills its grid cell, so cards in a row line up.
 */
export function PostCard({ post, headingLevel = 2, imageSizes = POST_CARD_LIST_SIZES, eager = false }: PostCardProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const language = useCurrentLanguage();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const lead = htmlToText(post.short_content);

  return (
    <Card aria-labelledby={titleId}>
      <Banner>
        {post.banner && (
          // Decorative: the title says what the post is about, and the picture is no link of its own.
          <ResponsiveImage src={post.banner} variant="5_3" alt="" sizes={imageSizes} widths={IMAGE_WIDTHS} loading={eager ? 'eager' : 'lazy'} />
        )}
      </Banner>
      <Body>
        {/* exactQuery: a list's `?page=2` must not follow the visitor to the article (the shell carries queries over). */}
        <CategoryLink to={categoryPath(post.category_rewrite)} state={exactQuery()}>
          {post.category}
        </CategoryLink>
        <TitleHeading as={Title} id={titleId}>
          <TitleLink to={articlePath(post.category_rewrite, post.link_rewrite)} state={exactQuery()} lang={CONTENT_LANGUAGE}>
            {post.title}
          </TitleLink>
        </TitleHeading>
        <Meta>
          <time dateTime={post.date_add}>{formatPostDate(post.date_add, language)}</time>
          {post.author && (
            <Author>
              <VisuallyHidden>{t('post.authorLabel')} </VisuallyHidden>
              {post.author}
            </Author>
          )}
        </Meta>
        {lead && <Lead lang={CONTENT_LANGUAGE}>{lead}</Lead>}
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.durations.fast} ease;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** Holds the 5:3 box even without a banner, so every card in a row starts its text at one height. */
const Banner = styled.div`
  aspect-ratio: 5 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const CategoryLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-decoration: none;
  /* The spec's upper-cased category: CSS only, so screen readers read the name, not letters. */
  text-transform: uppercase;
  /* A 24 px target (WCAG 2.5.8) without changing the line. */
  padding-block: 5px;
  margin-block: -5px;

  &:hover {
    text-decoration: underline;
  }
`;

const TitleHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.xs}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Author = styled.span`
  &::before {
    /* Decorative separator: the alternative text after the slash is empty, so it is not read. */
    content: '·' / '';
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

/** Three lines at most, so a long lead does not make one card the row's height. */
const Lead = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;
