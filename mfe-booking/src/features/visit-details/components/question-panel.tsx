import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface QuestionPanelProps {
  title: string;
  children: ReactNode;
  /** The answers: buttons, laid out in a row that wraps. */
  actions: ReactNode;
  /**
   * Move the focus to the title when the panel appears: a question that replaces the
   * one just answered, so keyboard and screen-reader users land on it. The first
   * question of a turn never takes the focus: the confirmation is what comes first.
   */
  focusOnMount?: boolean;
}

/**
 * A question asked after a booking, in the page below the visit's summary rather than
 * in a dialog over it (decision 0026): a titled region with its text and answers.
 */
export function QuestionPanel({ title, children, actions, focusOnMount = false }: QuestionPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
      <Actions>{actions}</Actions>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
