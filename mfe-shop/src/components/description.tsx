import styled from 'styled-components';

/** A product's or voucher's description: plain text whose paragraphs are separated by a blank line (the contract's format). */
export function Description({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
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
