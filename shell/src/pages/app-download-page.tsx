import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_DOWNLOAD_PATH } from '@salon/contracts/site-paths';
import { APP_FEATURES, appDownloadPageHead, appStoreLinks } from '@salon/seo/site/app-download-page';
import { Button, Container, PageHeader, useSeoPageContext } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { ExternalLink } from '../layout/external-link.tsx';
import { Lead } from './site-text-view.tsx';
import { SHELL_NS } from '../i18n.ts';

const Stores = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Features = styled.section`
  max-width: 72ch;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: 1.25em;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const NoApp = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 72ch;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * App download (`/pobierz-aplikacje`): a button for each configured app store; when the
 * configuration names none, a sentence saying so and the way to book on the site. Its
 * head and text are @salon/seo's, which the gateway serves the page with (decision 0034).
 */
export function AppDownloadPage() {
  const { t } = useTranslation(SHELL_NS);
  const seo = useSeoPageContext();
  const head = useMemo(() => appDownloadPageHead(seo), [seo]);
  const stores = appStoreLinks(seo.config);
  useDocumentMeta({ ...head, canonical: APP_DOWNLOAD_PATH });

  return (
    <Container>
      <PageHeader title={head.title} breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: head.title }]}>
        <Lead>{seo.t('appDownload.lead')}</Lead>
      </PageHeader>
      {stores.length > 0 ? (
        <>
          <Stores aria-label={t('appDownload.storesLabel')}>
            {stores.map(({ key, href }) => (
              <li key={key}>
                <Button as={ExternalLink} href={href} size="lg">
                  {seo.t(`appDownload.stores.${key}`)}
                </Button>
              </li>
            ))}
          </Stores>
          <Features aria-labelledby="app-features">
            <h2 id="app-features">{seo.t('appDownload.featuresTitle')}</h2>
            <ul>
              {APP_FEATURES.map((feature) => (
                <li key={feature}>{seo.t(`appDownload.features.${feature}`)}</li>
              ))}
            </ul>
          </Features>
        </>
      ) : (
        <NoApp>
          <p>{seo.t('appDownload.none', { brand: seo.config.brand })}</p>
          <Button as={Link} to="/rezerwacja" variant="secondary">
            {t('appDownload.book')}
          </Button>
        </NoApp>
      )}
    </Container>
  );
}
