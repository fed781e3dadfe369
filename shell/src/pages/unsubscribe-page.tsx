import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Container, PageHeader, Spinner } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { apiFetch } from '@salon/platform';
import { useOneShotCall } from './use-one-shot-call.ts';
import { SHELL_NS } from '../i18n.ts';

/**
 * The query of PUT /api/unsubscribe/email: the mailing identifiers (llid, cid, uid) are
 * sent only when all three are present (spec part 2, section 7).
 */
export function unsubscribeQuery(customerId: string, search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = { customerId };
  const llid = search.get('llid');
  const cid = search.get('cid');
  const uid = search.get('uid');
  if (llid && cid && uid) Object.assign(query, { lunchListId: llid, emailId: cid, contactUid: uid });
  return query;
}

/** Unsubscribe confirmation opened from a marketing e-mail. */
export function UnsubscribePage() {
  const { t } = useTranslation(SHELL_NS);
  const { customerId = '' } = useParams();
  const [search] = useSearchParams();
  useDocumentMeta({ title: t('unsubscribe.title'), noindex: true });
  const query = unsubscribeQuery(customerId, search);
  const state = useOneShotCall(
    () => apiFetch('/api/unsubscribe/email', { method: 'PUT', query }),
    JSON.stringify(query),
  );
  return (
    <Container>
      <PageHeader title={t('unsubscribe.title')} />
      {state.status === 'pending' && (
        <p>
          <Spinner /> {t('unsubscribe.pending')}
        </p>
      )}
      {state.status === 'success' && <Alert tone="success">{t('unsubscribe.success')}</Alert>}
      {state.status === 'failure' && <Alert tone="error">{t('unsubscribe.failure')}</Alert>}
    </Container>
  );
}
