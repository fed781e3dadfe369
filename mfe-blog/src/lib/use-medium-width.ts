import {
  BLOG_MEDIUM_WIDTH,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MEDIUM,
  BLOG_SUGGESTED_COUNT,
} from '@salon/contracts/blog-api';
import { useMediaQuery } from '@salon/ui';

/** The window widths where the blog's grid has three columns (contract `BLOG_MEDIUM_WIDTH`, inclusive). */
export const BLOG_MEDIUM_QUERY = `(min-width: ${BLOG_MEDIUM_WIDTH.min}px) and (max-width: ${BLOG_MEDIUM_WIDTH.max}px)`;

/**
 * Whether the window is 1189 to 1588 px wide, where the grid has three columns: lists
 * then take 15 posts and the article 3 suggestions, so the last row is full (spec part
 * 2, section 9). Follows the window as it is resized.
 */
export function useMediumWidth(): boolean {
  return useMediaQuery(BLOG_MEDIUM_QUERY);
}

/** Posts per list page: 16, or 15 in the three-column range. */
export function useBlogPageSize(): number {
  return useMediumWidth() ? BLOG_PAGE_SIZE_MEDIUM : BLOG_PAGE_SIZE;
}

/** Suggested articles under an article: 4, or 3 in the three-column range. */
export function useSuggestedCount(): number {
  return useMediumWidth() ? BLOG_SUGGESTED_COUNT - 1 : BLOG_SUGGESTED_COUNT;
}
