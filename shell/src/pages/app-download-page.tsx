import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { useRuntimeConfig } from '@salon/platform';
import { SHELL_NS } from '../i18n.ts';

const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

/** App download: buttons to the two app stores. */
export function AppDownloadPage() {
  const { t } = useTranslation(SHELL_NS);
  const { links } = useRuntimeConfig();
  useDocumentMeta({ title: t('appDownload.title'), description: t('appDownload.lead') });
  return (
    <Container>
      <PageHeader
        title={t('appDownload.title')}
        breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: t('appDownload.title') }]}
      />
      <p>{t('appDownload.lead')}</p>
      <Stores>
        <Button as="a" href={links.appStore.ios} target="_blank" rel="noopener noreferrer" variant="primary">
          {t('footer.appStoreIos')}
        </Button>
        <Button as="a" href={links.appStore.android} target="_blank" rel="noopener noreferrer" variant="primary">
          {t('footer.appStoreAndroid')}
        </Button>
      </Stores>
    </Container>
  );
}
