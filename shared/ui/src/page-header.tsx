import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { BreadcrumbItem } from './breadcrumbs.tsx';
import { media } from './theme.ts';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Below the title: a lead paragraph, filters or actions. */
  children?: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${media.up('tablet')} {
    padding-block: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};

  ${media.up('tablet')} {
    font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  }
`;

/** The top of a content page: breadcrumbs, then the `<h1>`, then whatever follows it. */
export function PageHeader({ title, breadcrumbs, children }: PageHeaderProps) {
  return (
    <Header>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <Title>{title}</Title>
      {children}
    </Header>
  );
}
