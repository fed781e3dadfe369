import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object } from 'yup';
import type { BlogComment } from '@salon/contracts/blog-api';
import { TextAreaField, requiredText } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Button, focusWhenUncovered } from '@salon/ui';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { usePostCommentMutation } from '../api/post-comment.ts';
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, commentFailure, commentToSend, type CommentFailure } from '../lib/comments.ts';

interface CommentValues {
  body: string;
}

/** 2 to 2000 characters once trimmed, with the shared validation messages in the reader's language. */
const SCHEMA = object({ body: requiredText({ min: COMMENT_MIN_LENGTH, max: COMMENT_MAX_LENGTH }) });

/** The API's length refusal as a field message (`translateError` reads a namespaced key with its parameters). */
const INVALID_BODY = `${BLOG_NAMESPACE}:blogComments.errors.invalidBody?min=${COMMENT_MIN_LENGTH}&max=${COMMENT_MAX_LENGTH}`;

export interface CommentFormProps {
  postId: number;
  /** The text typed so far: kept by the section, so a sign-in in between loses nothing. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** The comment as the API stored it. */
  onPosted: (comment: BlogComment) => void;
  /** The session ended while posting (401): the section asks for a sign-in and keeps the text. */
  onSessionExpired: () => void;
  /** Put the focus in the text area at once (the customer just signed in to comment). */
  focusOnMount?: boolean;
}

/** Tells the section every change of the text, so it outlives this form. */
function DraftSync({ onChange }: { onChange: (text: string) => void }) {
  const { values } = useFormikContext<CommentValues>();
  useEffect(() => onChange(values.body), [values.body, onChange]);
  return null;
}

/**
 * Writing a comment, signed in: a labelled text area with its counter (2 to 2000
 * characters, checked as the customer types after the first attempt, in their language)
 * and the post button. A refusal never clears the text: the length rule shows on the
 * field, a rate limit and other failures in an alert above the button, an ended session
 * goes back to the section (which asks for a sign-in). A posted comment clears the text.
 */
export function CommentForm({ postId, draft, onDraftChange, onPosted, onSessionExpired, focusOnMount = false }: CommentFormProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const [postComment] = usePostCommentMutation();
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Two Enter presses on the button in one tick would both see `isSubmitting` false.
  const inFlight = useRef(false);

  useEffect(() => {
    const field = focusOnMount ? wrapper.current?.querySelector('textarea') : null;
    // Behind the sign-in dialog that brought it, the field takes focus once the dialog has closed.
    return field ? focusWhenUncovered(field) : undefined;
  }, [focusOnMount]);

  const submit = async (values: CommentValues, helpers: FormikHelpers<CommentValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const result = await postComment({ postId, body: commentToSend(values.body) });
    inFlight.current = false;
    if ('error' in result) {
      const reason = commentFailure(result.error);
      if (reason.kind === 'invalidBody') helpers.setFieldError('body', INVALID_BODY);
      else if (reason.kind === 'sessionExpired') onSessionExpired();
      else setFailure(reason);
      return;
    }
    helpers.resetForm({ values: { body: '' } });
    onDraftChange('');
    onPosted(result.data);
  };

  return (
    <Wrapper ref={wrapper}>
      <Formik<CommentValues> initialValues={{ body: draft }} validationSchema={SCHEMA} onSubmit={submit}>
        {({ isSubmitting }) => (
          <StyledForm noValidate aria-label={t('blogComments.form.label')}>
            <DraftSync onChange={onDraftChange} />
            <TextAreaField
              name="body"
              label={t('blogComments.form.field')}
              rows={4}
              maxLength={COMMENT_MAX_LENGTH}
              hint={t('blogComments.form.hint', { min: COMMENT_MIN_LENGTH, max: COMMENT_MAX_LENGTH })}
              readOnly={isSubmitting}
            />
            {failure && (
              <Alert tone="error" title={t('blogComments.errors.title')}>
                {failure.kind === 'rateLimited'
                  ? t('blogComments.errors.rateLimited')
                  : failure.kind === 'other'
                    ? commonErrorMessage(failure.code)
                    : null}
              </Alert>
            )}
            <Actions>
              {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus. */}
              <Button type="submit" aria-disabled={isSubmitting || undefined}>
                {isSubmitting ? t('blogComments.form.posting') : t('blogComments.form.post')}
              </Button>
            </Actions>
          </StyledForm>
        )}
      </Formik>
    </Wrapper>
  );
}

const Wrapper = styled.div``;

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
