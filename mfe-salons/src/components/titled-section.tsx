import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TitledSectionProps {
  /** The section's `<h2>`, which also names the section for assistive technology. */
  title: ReactNode;
  /**
   * The content; a function gets the heading's id, for a list or table that the
   * heading names too (`aria-labelledby`).
   */
  children: ReactNode | ((headingId: string) => ReactNode);
  /** Space between the heading and the parts below it. */
  gap?: 'sm' | 'md';
  id?: string;
  className?: string;
}

/**
 * A section of a salons screen (opening hours, map, reviews, price list, a city's
 * salons): an `<h2>` and what it titles, one look for all of them.
 */
export function TitledSection({ title, children, gap = 'md', id, className }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} $gap={gap} id={id} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {typeof children === 'function' ? children(headingId) : children}
    </Section>
  );
}

const Section = styled.section<{ $gap: 'sm' | 'md' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;
