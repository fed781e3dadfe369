import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { exactQuery } from '@salon/platform';
import { VisuallyHidden } from '@salon/ui';
import { BLOG_NAMESPACE } from '../i18n.ts';
import { listPagePath } from '../lib/blog-paths.ts';
import { paginationItems } from '../lib/pagination.ts';

export interface PaginationProps {
  /** The list's path; pages after the first add `?page=`. */
  basePath: string;
  /** The page shown, 1-based. */
  page: number;
  totalPages: number;
  /** Names the landmark ("Strony artykułów"), so it differs from the breadcrumb and category navigation. */
  label: string;
}

/**
 * The pages of a list as a `<nav>` of real links (`?page=`), so every page has its own
 * address, opens in a new tab and is found by search engines: previous, the pages of
 * `paginationItems` (all when 5 or fewer, else first, last and the current ±1 with
 * gaps) with the current one marked `aria-current="page"`, then next. Nothing when the
 * list fits on one page.
 */
export function Pagination({ basePath, page, totalPages, label }: PaginationProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  if (totalPages <= 1) return null;
  const to = (target: number) => listPagePath(basePath, target);

  return (
    <nav aria-label={label}>
      <List>
        {page > 1 && (
          <li>
            <StepLink to={to(page - 1)} state={exactQuery()} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </StepLink>
          </li>
        )}
        {paginationItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key}>
              <Gap aria-hidden="true">…</Gap>
            </li>
          ) : (
            <li key={item.page}>
              <PageLink to={to(item.page)} state={exactQuery()} aria-current={item.page === page ? 'page' : undefined}>
                <VisuallyHidden>{t('pagination.page')} </VisuallyHidden>
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <StepLink to={to(page + 1)} state={exactQuery()} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </StepLink>
          </li>
        )}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const StepLink = styled(PageLink)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: flex-end;
  min-width: 24px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
