import styled from 'styled-components';
import { paragraphsOf } from '@salon/seo/paragraphs';

/**
 * A product's or voucher's description: plain text whose paragraphs are separated by a
 * blank line (the contract's format), split as the gateway's served page splits it.
 */
export function Description({ text, className }: { text: string; className?: string }) {
  const paragraphs = paragraphsOf(text);
  return (
    <Text className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Text>
  );
}

const Text = styled.div`
  max-width: 70ch;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-line;
  }
`;
