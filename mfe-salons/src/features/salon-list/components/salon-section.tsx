import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { Salon } from '@salon/contracts/catalog-api';
import { media } from '@salon/ui';
import { SalonBox } from '../../../components/salon-box.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';

export interface SalonSectionProps {
  /** The section's `<h2>`: a city group, a city, "Suggested salons". */
  title: string;
  salons: readonly Salon[];
  /** How many of the first boxes load their picture at once (they are on screen when the page opens). */
  eagerImages?: number;
  /** Below the heading: a line about the section. */
  children?: ReactNode;
}

/** A titled list of salon boxes: an `<h2>`, then a real list named by it, one salon per item. */
export function SalonSection({ title, salons, eagerImages = 0, children }: SalonSectionProps) {
  return (
    <TitledSection title={title}>
      {(headingId) => (
        <>
          {children}
          <Grid aria-labelledby={headingId}>
            {salons.map((salon, index) => (
              <li key={salon.id}>
                <SalonBox salon={salon} headingLevel={3} imageLoading={index < eagerImages ? 'eager' : 'lazy'} />
              </li>
            ))}
          </Grid>
        </>
      )}
    </TitledSection>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('desktop')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
