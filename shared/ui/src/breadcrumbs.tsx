import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons.tsx';

/** One step of the path; the last one is the current page and is never a link. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: underline;
    text-decoration-color: transparent;
    transition: text-decoration-color ${({ theme }) => theme.durations.fast};
    /* A comfortable target on touch screens without changing the line height. */
    padding-block: ${({ theme }) => theme.space.xxs};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-color: currentColor;
  }
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

/**
 * The path to the current page as a `<nav>` landmark with an ordered list; the last
 * item is marked `aria-current="page"`. Links go through react-router, so they stay
 * inside the single-page site.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {index > 0 && <ChevronRightIcon size={14} />}
              {isLast ? (
                <Current aria-current="page">{item.label}</Current>
              ) : item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span>{item.label}</span>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
