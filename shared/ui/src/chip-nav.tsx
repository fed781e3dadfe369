import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import styled from 'styled-components';
import { Skeleton } from './skeleton.tsx';
import { media } from './theme.ts';

/** One link of a `ChipNav`. */
export interface ChipNavLink {
  key: string;
  to: To;
  label: ReactNode;
  /** The page on screen: marked `aria-current="page"` and filled. */
  active: boolean;
}

export interface ChipNavProps {
  links: readonly ChipNavLink[];
  /** The landmark's name when no visible heading names it. */
  label?: string;
  /** `id` of a visible heading naming the landmark. */
  labelledBy?: string;
  /** Router state every link carries (`exactQuery()`: the link names its query exactly). */
  linkState?: unknown;
}

/**
 * A navigation of pill-shaped links (a blog's categories, the salon list's cities): one
 * row that scrolls sideways on phones, so the content below stays near the top, and
 * wraps from the tablet breakpoint. The active link is brought into view in its row
 * without scrolling the page (scrollIntoView would).
 */
export function ChipNav({ links, label, labelledBy, linkState }: ChipNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const activeKey = links.find((link) => link.active)?.key;

  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activeKey, links.length]);

  return (
    <nav aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      <List ref={listRef}>
        {links.map((link) => (
          <li key={link.key}>
            <Chip to={link.to} state={linkState} aria-current={link.active ? 'page' : undefined}>
              {link.label}
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * The row a `ChipNav` will fill, while its links load: pills of a chip's height, hidden
 * from assistive technology, so the content below does not move down when the links
 * arrive (a layout shift the salon list measured). On phones the row is exactly one
 * chip high, as the links will be; wider screens may wrap to a second row.
 */
export function ChipNavSkeleton({ count = 5 }: { count?: number }) {
  return (
    <List as="div" aria-hidden="true" data-testid="chip-nav-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} width={index % 2 === 0 ? 112 : 88} height={44} radius="pill" />
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} 0`};
  list-style: none;

  ${media.down('tablet')} {
    overflow-x: auto;
    scroll-snap-type: x proximity;
    scrollbar-width: thin;

    > li {
      flex: none;
      scroll-snap-align: start;
    }
  }

  ${media.up('tablet')} {
    flex-wrap: wrap;
  }
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
