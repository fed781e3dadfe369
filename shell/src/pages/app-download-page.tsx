import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { useRuntimeConfig } from '@salon/platform';
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

const FEATURES = ['book', 'points', 'vouchers'] as const;

const NoApp = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 72ch;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * App download (`/pobierz-aplikacje`): a button for each configured app store; when the
 * configuration names none, a sentence saying so and the way to book on the site.
 */
export function AppDownloadPage() {
  const { t } = useTranslation(SHELL_NS);
  const { brand, links } = useRuntimeConfig();
  const stores = [
    links.appStore.ios && { key: 'appStoreIos', href: links.appStore.ios },
    links.appStore.android && { key: 'appStoreAndroid', href: links.appStore.android },
  ].filter((store): store is { key: string; href: string } => Boolean(store));
  useDocumentMeta({ title: t('appDownload.title'), description: t('appDownload.metaDescription', { brand }) });

  return (
    <Container>
      <PageHeader
        title={t('appDownload.title')}
        breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: t('appDownload.title') }]}
      >
        <Lead>{t('appDownload.lead')}</Lead>
      </PageHeader>
      {stores.length > 0 ? (
        <>
          <Stores aria-label={t('appDownload.storesLabel')}>
            {stores.map(({ key, href }) => (
              <li key={key}>
                <Button as={ExternalLink} href={href} size="lg">
                  {t(`footer.${key}`)}
                </Button>
              </li>
            ))}
          </Stores>
          <Features aria-labelledby="app-features">
            <h2 id="app-features">{t('appDownload.featuresTitle')}</h2>
            <ul>
              {FEATURES.map((feature) => (
                <li key={feature}>{t(`appDownload.features.${feature}`)}</li>
              ))}
            </ul>
          </Features>
        </>
      ) : (
        <NoApp>
          <p>{t('appDownload.none', { brand })}</p>
          <Button as={Link} to="/rezerwacja" variant="secondary">
            {t('appDownload.book')}
          </Button>
        </NoApp>
      )}
    </Container>
  );
}
