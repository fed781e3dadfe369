import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BlogPost } from '@salon/contracts/blog-api';
import type { ImageWidth } from '@salon/contracts/catalog-api';
import { exactQuery, useCurrentLanguage } from '@salon/platform';
import { articleCanonicalPath, articleDescription, articlePageHead } from '@salon/seo/content/article-page';
import { formatPostDate } from '@salon/seo/content/post-date';
import { Page, ResponsiveImage, VisuallyHidden, media, useSeoPageContext } from '@salon/ui';
import { CategoryNav } from '../../../components/category-nav.tsx';
import { SanitizedHtml } from '../../../components/sanitized-html.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH, CONTENT_LANGUAGE, categoryPath } from '../../../lib/blog-paths.ts';
import { ArticleVideo } from './article-video.tsx';
import { ReserveCard } from './reserve-card.tsx';
import { ShareBlock } from './share-block.tsx';
import { SuggestedPosts } from './suggested-posts.tsx';

/** The banner spans the article column: the screen on phones, at most 720 px beside the side column. */
const BANNER_SIZES = '(min-width: 1150px) 720px, (min-width: 720px) calc(100vw - 48px), calc(100vw - 32px)';
const BANNER_WIDTHS: readonly ImageWidth[] = [480, 640, 960, 1280, 1600];

export interface ArticleViewProps {
  post: BlogPost;
  /** Shown after the text and the reserve card, in the article's column (the comments). */
  comments?: ReactNode;
}

/**
 * An article (spec part 2, "Blog article screen"): breadcrumbs (Blog › category ›
 * title), the title, the upper-cased category link, the date and the author, the share
 * block, the banner (the page's largest picture, loaded first), the lead, the video
 * when the article has one, the main content (sanitised HTML), the reserve card, the
 * comments; beside it from 1150 px (below it on smaller screens) the categories; under
 * it the suggested articles. Its head (title, description, og:image, `Article` and
 * breadcrumbs as JSON-LD) is @salon/seo's, as the gateway serves the page.
 */
export function ArticleView({ post, comments }: ArticleViewProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const seo = useSeoPageContext();
  const language = useCurrentLanguage();
  const categoriesId = useId();
  const canonical = articleCanonicalPath(post);
  const url = new URL(canonical, seo.origin).href;
  // The builder the gateway calls on the same API answer (decision 0034).
  const head = useMemo(() => articlePageHead({ ...seo, post }), [seo, post]);
  // The share block offers the banner as it is drawn, not the preview's rendition.
  const image = post.banner ? new URL(post.banner, seo.origin).href : undefined;

  return (
    <Page
      title={post.title}
      titleLang={CONTENT_LANGUAGE}
      head={head}
      canonical={canonical}
      breadcrumbs={[
        { label: seo.t('blog.crumbs.blog'), to: BLOG_PATH },
        { label: post.category, to: categoryPath(post.category_rewrite) },
        { label: post.title },
      ]}
    >
      <Layout>
        <Main>
          <Meta>
            <CategoryLink to={categoryPath(post.category_rewrite)} state={exactQuery()}>
              <VisuallyHidden>{t('blogArticle.categoryLabel')} </VisuallyHidden>
              {post.category}
            </CategoryLink>
            {/* One group: when the line wraps, date and author move together, never a lone separator. */}
            <Dated>
              <time dateTime={post.date_add}>{formatPostDate(post.date_add, language)}</time>
              {post.author && (
                <Author>
                  <VisuallyHidden>{t('post.authorLabel')} </VisuallyHidden>
                  {post.author}
                </Author>
              )}
            </Dated>
          </Meta>
          <ShareBlock url={url} title={post.title} image={image} description={articleDescription(post)} />
          {post.banner && (
            <Banner
              src={post.banner}
              variant="5_3"
              // Decorative: the title says what the article is about.
              alt=""
              sizes={BANNER_SIZES}
              widths={BANNER_WIDTHS}
              loading="eager"
              fetchPriority="high"
            />
          )}
          {language !== CONTENT_LANGUAGE && <LanguageNote>{t('blogArticle.polishOnly')}</LanguageNote>}
          <Lead html={post.short_content} />
          {post.video_code && <ArticleVideo videoCode={post.video_code} />}
          <Content html={post.content} />
          <ReserveCard />
          {comments}
        </Main>
        <Side aria-labelledby={categoriesId}>
          <SideHeading id={categoriesId}>{t('blogArticle.categories')}</SideHeading>
          <CategoryNav labelledBy={categoriesId} />
        </Side>
      </Layout>
      <Suggested>
        <SuggestedPosts post={post} />
      </Suggested>
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};

  ${media.up('desktop')} {
    grid-template-columns: minmax(0, 720px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const CategoryLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-decoration: none;
  /* The spec's upper-cased category: CSS only, so screen readers read the name, not letters. */
  text-transform: uppercase;
  padding-block: 5px;

  &:hover {
    text-decoration: underline;
  }
`;

const Dated = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
`;

const Author = styled.span`
  &::before {
    /* Decorative separator: the alternative text after the slash is empty, so it is not read. */
    content: '·' / '';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

const Banner = styled(ResponsiveImage)`
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The typography of article HTML: readable measure, spaced headings, quotes and lists. */
const prose = `
  h2, h3, h4 { margin: 1.6em 0 0.5em; line-height: 1.25; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1.25rem; }
  h4 { font-size: 1.125rem; }
  p, ul, ol, blockquote { margin: 0 0 1em; }
  ul, ol { padding-left: 1.5em; }
  li + li { margin-top: 0.35em; }
  img { display: block; max-width: 100%; height: auto; margin: 1.5em 0; border-radius: 8px; }
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
`;

/** On the English and French site: the text below is Polish, said before it starts. */
const LanguageNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Lead = styled(SanitizedHtml)`
  ${prose}
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

const Content = styled(SanitizedHtml)`
  ${prose}
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: 1.7;
  overflow-wrap: break-word;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  /* A table never widens the page on a phone: fixed columns, and a long word breaks in its cell. */
  table {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    line-height: 1.5;
  }

  th,
  td {
    overflow-wrap: anywhere;
    hyphens: auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};

    ${media.up('tablet')} {
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    }

    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }

  blockquote {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-style: italic;
  }
`;

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${media.up('desktop')} {
    position: sticky;
    top: 96px;
  }
`;

const SideHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Suggested = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl}`};
`;
