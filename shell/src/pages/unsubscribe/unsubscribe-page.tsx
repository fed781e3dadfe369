import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UNSUBSCRIBE_EMAIL_PATH } from '@salon/contracts';
import { apiFetch } from '@salon/platform';
import { Alert, Button, Container, PageHeader, Spinner } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { useOneShotCall } from '../use-one-shot-call.ts';
import { readUnsubscribeLink, unsubscribeQuery, withoutLinkParams, type UnsubscribeLink } from './unsubscribe-link.ts';
import { SHELL_NS } from '../../i18n.ts';

/** Answers meaning the link itself is wrong (bad or missing signature, no such customer): trying again cannot help. */
const INVALID_LINK_STATUSES = new Set([400, 403, 404]);

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 72ch;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function NextSteps() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Actions>
      <Button as={Link} to="/profil/moje-dane" variant="secondary">
        {t('unsubscribe.manageConsents')}
      </Button>
      <Button as={Link} to="/home" variant="ghost">
        {t('unsubscribe.home')}
      </Button>
    </Actions>
  );
}

/** One PUT /api/unsubscribe/email per attempt; a retry after a failure is a new attempt. */
function UnsubscribeCall({ link }: { link: UnsubscribeLink }) {
  const { t } = useTranslation(SHELL_NS);
  const [attempt, setAttempt] = useState(0);
  const query = unsubscribeQuery(link);
  const state = useOneShotCall(
    // Public: the signature is the credential; a stale session must not refresh or log out here.
    () => apiFetch(UNSUBSCRIBE_EMAIL_PATH, { method: 'PUT', query, auth: false }),
    `${JSON.stringify(query)}#${attempt}`,
  );

  if (state.status === 'pending') {
    return (
      <p role="status">
        <Spinner /> {t('unsubscribe.pending')}
      </p>
    );
  }
  if (state.status === 'success') {
    return (
      <>
        <Alert tone="success">{t('unsubscribe.success')}</Alert>
        <p>{t('unsubscribe.successHint')}</p>
        <NextSteps />
      </>
    );
  }
  if (state.error && INVALID_LINK_STATUSES.has(state.error.status)) return <InvalidLink />;
  return (
    <>
      <Alert tone="error">{t('unsubscribe.failure')}</Alert>
      <Actions>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('unsubscribe.retry')}</Button>
      </Actions>
    </>
  );
}

function InvalidLink() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <>
      <Alert tone="error">{t('unsubscribe.invalid')}</Alert>
      <NextSteps />
    </>
  );
}

/** The page's address without the link's keys, or null when it has none of them. */
function addressWithoutLinkParams(): string | null {
  const url = new URL(window.location.href);
  const search = withoutLinkParams(url.search);
  return search === url.search ? null : `${url.pathname}${search}${url.hash}`;
}

/**
 * The unsubscribe confirmation opened from an e-mail (`/unsubscribe/email/:customerId`).
 * The link's signature is taken from the address into memory and the address replaced
 * without it before anything else can read it, so neither the analytics, nor the
 * Referer of a request, nor the history ever hold it. Then the page revokes the e-mail
 * marketing consent once and says how it went.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(SHELL_NS);
  const { customerId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: after the address is replaced only this state holds the signature.
  const [link] = useState(() => readUnsubscribeLink(customerId, new URLSearchParams(location.search)));
  const cleanSearch = withoutLinkParams(location.search);

  // First the address bar itself, in a layout effect: those run before every passive
  // effect, so before the shell's page-view tracking and before the API call below.
  // react-router cannot do this one: it subscribes to the history in its own layout
  // effect, which runs after this one (parents after children), so a navigate() now
  // would change the URL without the router noticing.
  useLayoutEffect(() => {
    const clean = addressWithoutLinkParams();
    if (clean !== null) window.history.replaceState(window.history.state, '', clean);
  }, []);
  // Then the router's location, through react-router, so no later navigation carries
  // the old query over (NavigationEffects) and back/forward see the clean address.
  useEffect(() => {
    if (cleanSearch !== location.search) {
      void navigate({ pathname: location.pathname, search: cleanSearch, hash: location.hash }, { replace: true });
    }
  }, [cleanSearch, location.pathname, location.search, location.hash, navigate]);
  useDocumentMeta({ title: t('unsubscribe.title'), noindex: true });

  return (
    <Container>
      <PageHeader title={t('unsubscribe.title')} />
      <Body>{link ? <UnsubscribeCall link={link} /> : <InvalidLink />}</Body>
    </Container>
  );
}
