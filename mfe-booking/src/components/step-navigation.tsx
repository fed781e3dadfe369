import { Link } from 'react-router';
import styled from 'styled-components';
import { useBreakpoint } from '@salon/ui';

/** One step of a flow as the navigation shows it. */
export interface StepNavigationItem {
  id: string;
  label: string;
  to: string;
}

export interface StepNavigationProps {
  /** Accessible name of the navigation ("Booking steps"). */
  label: string;
  steps: readonly StepNavigationItem[];
  /** Id of the step on screen; a step not in the list marks none. */
  current: string;
}

/**
 * The numbered steps above the booking and edit flows, on desktop only: on mobile the
 * shell's reservation header with its back arrow does this job. Steps already passed
 * are links back; the step on screen is marked `aria-current="step"`; later steps are
 * plain text, since their guards would only send the visitor back.
 */
export function StepNavigation({ label, steps, current }: StepNavigationProps) {
  const breakpoint = useBreakpoint();
  if (breakpoint !== 'desktop') return null;
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <Nav aria-label={label}>
      <List>
        {steps.map((step, index) => (
          <Item key={step.id} aria-current={index === currentIndex ? 'step' : undefined} $active={index <= currentIndex}>
            <Number aria-hidden="true">{index + 1}</Number>
            {index < currentIndex ? <Link to={step.to}>{step.label}</Link> : <span>{step.label}</span>}
          </Item>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme, 'aria-current': current }) =>
    current ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular};

  a {
    color: inherit;
  }
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
