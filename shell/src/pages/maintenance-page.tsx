import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRuntimeConfig } from '@salon/platform';
import { SHELL_NS } from '../i18n.ts';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 2rem;
`;

/** Replaces the whole site while the configured maintenance window is on. */
export function MaintenancePage() {
  const { t } = useTranslation(SHELL_NS);
  const { brand } = useRuntimeConfig();
  return (
    <Page>
      <h1>{t('maintenance.title', { brand })}</h1>
      <p>{t('maintenance.subtitle')}</p>
    </Page>
  );
}
