import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { useRuntimeConfig } from '@salon/platform';
import { contactParts, textValuesOf, type TextValues } from '@salon/seo/site/site-text';

/** The values the static pages' texts are filled with, from the runtime configuration. */
export function useTextValues(): TextValues {
  const config = useRuntimeConfig();
  return useMemo(() => textValuesOf(config), [config]);
}

/** A filled text whose configured e-mail and phone are links. */
export function TextWithContacts({ text, values }: { text: string; values: TextValues }) {
  return (
    <>
      {contactParts(text, values).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A column of long text at a readable measure, below the page header. Headings leave
 * room for the sticky header when a link scrolls to them.
 */
export const Prose = styled.div`
  max-width: 72ch;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  line-height: 1.65;

  h2 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
    scroll-margin-top: 96px;
  }

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

/** The lead paragraph under a page's title. */
export const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 72ch;
`;
