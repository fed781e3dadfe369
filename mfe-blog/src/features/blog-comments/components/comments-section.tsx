import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { BlogComment } from '@salon/contracts/blog-api';
import type { AuthStage } from '@salon/contracts/events';
import { bus, isAuthenticated, useSession } from '@salon/platform';
import { Alert, Button, RetryAlert, Skeleton, VisuallyHidden } from '@salon/ui';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { useGetCommentsInfiniteQuery } from '../api/get-comments.ts';
import { mergeComments } from '../lib/comments.ts';
import { CommentItem } from './comment-item.tsx';

/* The form (Formik, yup) loads for a signed-in reader only: a guest sees the sign-in prompt. */
const CommentForm = lazy(() => import('./comment-form.tsx').then((m) => ({ default: m.CommentForm })));

/** The element comments live in; a return path may point at it. */
export const COMMENTS_ANCHOR = 'komentarze';

/**
 * An article's comments (issue 16, item 3): the heading with the count, the form for a
 * signed-in customer or, for a guest, the invitation to sign in or register (the
 * authentication dialog, `auth:open`, back to this article), the comments newest first
 * and "show more" adding the next page. After signing in the form appears in place,
 * without a reload, with whatever was typed before (the text is kept here, not in the
 * form). A posted comment is added at the top and announced.
 */
export function CommentsSection({ postId }: { postId: number }) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { authenticated } = useSession();
  const location = useLocation();
  const headingId = useId();
  const comments = useGetCommentsInfiniteQuery({ postId, viewer: authenticated ? 'signed-in' : null });
  const [posted, setPosted] = useState<BlogComment[]>([]);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [sessionExpired, setSessionExpired] = useState(false);
  // Set when this section asked for a sign-in: the form that then appears takes the focus.
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  // Signed in again: the notice about the ended session has done its job.
  if (authenticated && sessionExpired) setSessionExpired(false);

  const pages = comments.data?.pages ?? [];
  const shown = mergeComments(
    posted,
    pages.map((page) => page.data),
  );
  const loadedIds = new Set(pages.flatMap((page) => page.data.map((comment) => comment.id)));
  const total = (pages[0]?.totalComments ?? 0) + posted.filter((comment) => !loadedIds.has(comment.id)).length;

  const openAuth = (stage: AuthStage) => {
    setAskedToSignIn(true);
    bus.emit('auth:open', { stage, returnPath: `${location.pathname}${location.search}` });
  };

  const onPosted = useCallback(
    (comment: BlogComment) => {
      setPosted((previous) => [comment, ...previous]);
      setAnnouncement(t('blogComments.posted'));
    },
    [t],
  );

  const onSessionExpired = useCallback(() => {
    setSessionExpired(true);
    setAskedToSignIn(true);
    // A 401 with a session still on record means the platform has not logged out (it
    // does on a refused refresh and then opens the sign-in itself): ask here.
    if (isAuthenticated()) bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);

  const onDraftChange = useCallback((text: string) => {
    setDraft(text);
    if (text) setAnnouncement('');
  }, []);

  let list;
  if (comments.isError && pages.length === 0) {
    list = <RetryAlert message={t('blogComments.loadError')} onRetry={() => void comments.refetch()} />;
  } else if (comments.isLoading) {
    list = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('blogComments.loading')}</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  } else if (shown.length === 0) {
    list = <Empty>{t('blogComments.empty')}</Empty>;
  } else {
    list = (
      <>
        <List aria-labelledby={headingId}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </List>
        {comments.isFetchNextPageError && <Alert tone="error">{t('blogComments.moreError')}</Alert>}
        {comments.hasNextPage && (
          <More>
            <Button
              variant="secondary"
              aria-disabled={comments.isFetchingNextPage || undefined}
              onClick={() => {
                if (!comments.isFetchingNextPage) void comments.fetchNextPage();
              }}
            >
              {comments.isFetchingNextPage ? t('blogComments.loadingMore') : t('blogComments.more')}
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <Section id={COMMENTS_ANCHOR} aria-labelledby={headingId}>
      <Heading id={headingId}>
        {t('blogComments.title')}
        {total > 0 && <Count> ({total})</Count>}
      </Heading>
      {authenticated ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <CommentForm
            postId={postId}
            draft={draft}
            onDraftChange={onDraftChange}
            onPosted={onPosted}
            onSessionExpired={onSessionExpired}
            focusOnMount={askedToSignIn}
          />
        </Suspense>
      ) : (
        <Prompt>
          {sessionExpired && <Alert tone="warning">{t('blogComments.errors.sessionExpired')}</Alert>}
          <PromptText>{t('blogComments.guest.text')}</PromptText>
          <PromptActions>
            <Button onClick={() => openAuth('IDENTIFICATION')}>{t('blogComments.guest.signIn')}</Button>
            <Button variant="secondary" onClick={() => openAuth('REGISTER_CHOOSE')}>
              {t('blogComments.guest.register')}
            </Button>
          </PromptActions>
        </Prompt>
      )}
      {/* In the page from the start: text put into a new live region is often not read. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {list}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 96px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PromptText = styled.p`
  margin: 0;
`;

const PromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
