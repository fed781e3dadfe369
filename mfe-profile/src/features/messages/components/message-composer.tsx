import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyle } from '@salon/forms';
import { MESSAGE_MAX_LENGTH, type Message } from '@salon/contracts/messages-api';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, Button, VisuallyHidden } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { useComposer } from '../hooks/use-composer.ts';
import { LIMIT_NOTICE_STEPS, isSendShortcut, limitNoticeStep, sendShortcutKeys } from '../lib/composer.ts';

export interface MessageComposerProps {
  /** The message as the API stored it, to show at the end of the thread. */
  onSent: (message: Message) => void;
}

/**
 * Writing to customer service: a labelled text area of 5 rows and at most 5000
 * characters with its counter, sent with the button or Ctrl+Enter (Cmd+Enter on a Mac).
 *
 * A plain controlled text area rather than Formik's TextAreaField from @salon/forms: the
 * one field has no validation message to show (blank text is simply not sent, the length
 * is capped by `maxLength`), and the composer needs what that field does not expose, a
 * key handler and a ref to give the focus back after sending.
 */
export function MessageComposer({ onSent }: MessageComposerProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const composer = useComposer(onSent);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const ids = { heading: `${id}-heading`, input: `${id}-input`, hint: `${id}-hint`, counter: `${id}-counter`, blank: `${id}-blank`, failure: `${id}-failure` };
  const length = composer.text.length;
  const invalid = composer.failure?.kind === 'invalidBody';

  // The near-limit notice speaks when the step changes (100 left, 20 left, the limit),
  // with the count at that moment: a polite region updated at every keystroke would talk over the typing.
  const step = limitNoticeStep(length);
  const [notice, setNotice] = useState({ step: 0, remaining: MESSAGE_MAX_LENGTH });
  if (notice.step !== step) setNotice({ step, remaining: MESSAGE_MAX_LENGTH - length });

  const submit = async () => {
    const outcome = await composer.send();
    // Back to the text area (also after pressing the button), ready for the next message or the missing text.
    if (outcome === 'sent' || outcome === 'blank') textarea.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event.nativeEvent)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form aria-labelledby={ids.heading} onSubmit={onSubmit} noValidate>
      <VisuallyHidden as="h2" id={ids.heading}>
        {t('messages.composer.title')}
      </VisuallyHidden>
      <Label htmlFor={ids.input}>{t('messages.composer.label')}</Label>
      <TextArea
        ref={textarea}
        id={ids.input}
        name="body"
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        value={composer.text}
        onChange={(event) => composer.setText(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={composer.sending}
        aria-invalid={invalid || undefined}
        aria-describedby={[ids.hint, ids.counter, composer.blank && ids.blank, composer.failure && ids.failure].filter(Boolean).join(' ')}
      />
      <Footer>
        <Hint id={ids.hint}>{t('messages.composer.shortcut', { keys: sendShortcutKeys(navigator.userAgent) })}</Hint>
        <Counter aria-hidden="true">{t('messages.composer.counter', { used: length, max: MESSAGE_MAX_LENGTH })}</Counter>
        <VisuallyHidden id={ids.counter}>{t('messages.composer.counterDescription', { used: length, max: MESSAGE_MAX_LENGTH })}</VisuallyHidden>
      </Footer>
      {/* Live regions are rendered empty beforehand: text added to a new region is often not read. */}
      <VisuallyHidden aria-live="polite">
        {notice.step === 0
          ? ''
          : notice.step === LIMIT_NOTICE_STEPS.length
            ? t('messages.composer.limitReached', { max: MESSAGE_MAX_LENGTH })
            : t('messages.composer.remaining', { count: notice.remaining })}
      </VisuallyHidden>
      <Hint id={ids.blank} role="status">
        {composer.blank ? t('messages.composer.blank') : ''}
      </Hint>
      {composer.failure && (
        <div id={ids.failure}>
          <Alert tone="error" title={t('messages.composer.failed')}>
            {composer.failure.kind === 'invalidBody'
              ? t('messages.composer.invalidBody', { max: MESSAGE_MAX_LENGTH })
              : commonErrorMessage(composer.failure.code)}
          </Alert>
        </div>
      )}
      <Submit>
        {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page. */}
        <Button type="submit" aria-disabled={composer.sending || undefined}>
          {composer.sending ? t('messages.composer.sending') : t('common:send')}
        </Button>
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The textarea of every form (@salon/forms), bound here by hand for the Ctrl+Enter handler and the refocus. */
const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Counter = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;
