import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizeOfferHtml } from '../lib/sanitize-offer-html.ts';

/**
 * The offer's HTML description under its own heading, cleaned by `sanitizeOfferHtml`
 * whatever the API did. Offers are written in Polish: `lang="pl"` lets a screen reader
 * pronounce them right on the English or French site.
 */
export function OfferDescription({ html }: { html: string }) {
  const { t } = useTranslation('jobs');
  const clean = useMemo(() => sanitizeOfferHtml(html), [html]);
  return (
    <Section aria-labelledby="offer-description-heading">
      <h2 id="offer-description-heading">{t('offer.descriptionTitle')}</h2>
      {/* The HTML went through DOMPurify just above: nothing executable is left in it. */}
      <Body lang="pl" dangerouslySetInnerHTML={{ __html: clean }} />
    </Section>
  );
}

const Section = styled.section`
  max-width: 72ch;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

const Body = styled.div`
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};

  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
