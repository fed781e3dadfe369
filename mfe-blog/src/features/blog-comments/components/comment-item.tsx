import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BlogComment } from '@salon/contracts/blog-api';
import { useCurrentLanguage } from '@salon/platform';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { commentDate } from '../lib/comments.ts';

/**
 * One comment: the author as the API names them ("Anna K."), "you" on the reader's own,
 * when it was written, and the text. The text is React text, never HTML: whatever
 * markup someone typed shows as the characters they typed; line breaks are kept.
 */
export function CommentItem({ comment }: { comment: BlogComment }) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const language = useCurrentLanguage();
  const date = commentDate(comment.createdAt, language);
  return (
    <Item>
      <Header>
        <Author>{comment.author}</Author>
        {comment.mine && <Mine>{t('blogComments.mine')}</Mine>}
        <time dateTime={comment.createdAt} title={date.full}>
          {date.text ?? t('blogComments.justNow')}
        </time>
      </Header>
      <Body>{comment.body}</Body>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Author = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Mine = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The typed line breaks stay; a long word without spaces (a URL) wraps instead of widening the page. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;
