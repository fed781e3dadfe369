import styled from 'styled-components';
import type { SeoText as SeoTextData } from '@salon/contracts/catalog-api';
import { paragraphsOf } from '@salon/seo/paragraphs';

export interface SeoTextProps {
  /** A city's or a salon's search-engine copy; nothing is rendered for null or empty copy. */
  seo: SeoTextData | null;
  /**
   * Whether to render `mainContent` here as the lead; false where the screen puts it
   * elsewhere (the city page shows it under its heading).
   */
  withLead?: boolean;
  /** The level of each paragraph's title in the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * Search-engine copy (spec part 2, "seo": main content and titled paragraphs) as plain
 * text, the API sending no markup: the lead, then each paragraph's title as a heading
 * with its text. For the city page and salon details alike; the gateway's served pages
 * part the paragraphs with the same `paragraphsOf` (@salon/seo).
 */
export function SeoText({ seo, withLead = true, headingLevel = 2 }: SeoTextProps) {
  const lead = withLead && seo?.mainContent ? paragraphsOf(seo.mainContent) : [];
  const blocks = seo?.paragraphs ?? [];
  if (lead.length === 0 && blocks.length === 0) return null;
  const Title = `h${headingLevel}` as const;
  return (
    <Texts>
      {lead.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {blocks.map((block, index) => (
        <Block key={index}>
          <BlockTitle as={Title}>{block.title}</BlockTitle>
          {paragraphsOf(block.content).map((paragraph, inner) => (
            <p key={inner}>{paragraph}</p>
          ))}
        </Block>
      ))}
    </Texts>
  );
}

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72ch;

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    white-space: pre-line;
  }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const BlockTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;
