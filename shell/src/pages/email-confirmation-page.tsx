import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Container, PageHeader, Spinner } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { apiFetch } from '@salon/platform';
import { useOneShotCall } from './use-one-shot-call.ts';
import { SHELL_NS } from '../i18n.ts';

/** Codes with which the API says a confirmation link is too old to use. */
const EXPIRED_CODES = new Set(['INVALID_TOKEN', 'INVALID_TOKEN_TOO_MANY_TIMES']);

/** Result of an e-mail change confirmed from the link in the message (spec part 2). */
export function EmailConfirmationPage() {
  const { t } = useTranslation(SHELL_NS);
  const { requestId = '' } = useParams();
  useDocumentMeta({ title: t('emailConfirmation.title'), noindex: true });
  const state = useOneShotCall(
    () => apiFetch(`/api/email-change-requests/${encodeURIComponent(requestId)}/confirm`, { method: 'POST', body: {} }),
    requestId,
  );
  return (
    <Container>
      <PageHeader title={t('emailConfirmation.title')} />
      {state.status === 'pending' && (
        <p>
          <Spinner /> {t('emailConfirmation.pending')}
        </p>
      )}
      {state.status === 'success' && <Alert tone="success">{t('emailConfirmation.success')}</Alert>}
      {state.status === 'failure' && (
        <Alert tone="error">
          {state.error && (EXPIRED_CODES.has(state.error.code) || state.error.status === 410)
            ? t('emailConfirmation.expired')
            : t('emailConfirmation.failure')}
        </Alert>
      )}
    </Container>
  );
}
