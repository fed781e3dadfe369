import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationType } from 'react-router';
import styled from 'styled-components';
import { EmptyState, RetryAlert, VisuallyHidden } from '@salon/ui';
import { Pagination } from '../../../components/pagination.tsx';
import { PostCardPlaceholder } from '@salon/ui/home-widgets';
import { PostCard } from '../../../components/post-card.tsx';
import { PostGrid } from '../../../components/post-grid.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { useBlogPageSize } from '../../../lib/use-medium-width.ts';
import type { PostList as PostListState } from '../hooks/use-post-list.ts';

/** The cards whose banners load at once: the first row on the widest grid (four columns). */
const EAGER_CARDS = 4;

export interface PostListProps {
  list: PostListState;
  /** The list's heading (h2), which takes the focus when the page changes. */
  heading: string;
  /** The list's path, for the pagination's links. */
  basePath: string;
  /** What an empty list says. */
  emptyText: string;
}

/**
 * A page of posts under its heading: placeholder cards of the final size while it loads
 * (so nothing moves when the posts come), a retry when it fails, the empty message, or
 * the cards; then the pagination. When the visitor moves to another page the focus goes
 * to the heading, which says the page number, so keyboard and screen-reader users start
 * at the new posts rather than at the bottom of the page.
 */
export function PostList({ list, heading, basePath, emptyText }: PostListProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageSize = useBlogPageSize();
  const shownPage = useRef(list.page);
  const navigationType = useNavigationType();

  useEffect(() => {
    if (shownPage.current === list.page) return;
    shownPage.current = list.page;
    // The visitor's move (a page link, back or forward), not the list correcting an ignored page.
    if (navigationType !== 'REPLACE') headingRef.current?.focus();
  }, [list.page, navigationType]);

  let content;
  if (list.failed) {
    content = <RetryAlert message={t('blogList.loadError')} onRetry={list.retry} />;
  } else if (list.loading || !list.posts) {
    content = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('blogList.loading')}</VisuallyHidden>
        <PostGrid as="div" aria-hidden="true">
          {Array.from({ length: pageSize }, (_, index) => (
            <PostCardPlaceholder key={index} />
          ))}
        </PostGrid>
      </div>
    );
  } else if (list.posts.length === 0) {
    content = <EmptyState title={emptyText} headingLevel={3} />;
  } else {
    content = (
      <PostGrid>
        {list.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </PostGrid>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
        {list.totalPages > 1 && (
          <PageOf>
            <VisuallyHidden>, </VisuallyHidden>
            {t('blogList.pageOf', { page: list.page, total: list.totalPages })}
          </PageOf>
        )}
      </Heading>
      {content}
      {!list.failed && list.posts && (
        <Pagination basePath={basePath} page={list.page} totalPages={list.totalPages} label={t('pagination.label')} />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  /* Clear of the site's sticky header when the focus scrolls it into view. */
  scroll-margin-top: 96px;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const PageOf = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;
