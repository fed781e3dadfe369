import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button: what the customer can do instead ("change filters", "book a visit"). */
  action?: ReactNode;
  /** A decorative illustration or icon above the title. */
  icon?: ReactNode;
  /** The title's heading level, to fit the page outline (h2 under the page's h1 by default). */
  headingLevel?: 2 | 3 | 4;
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Description = styled.div`
  max-width: 48ch;
  margin: 0;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** What a list shows when it has nothing (no salons, no visits, no search results…). */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon && <div aria-hidden="true">{icon}</div>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}
