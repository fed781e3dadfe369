import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRuntimeConfig } from '@salon/platform';
import { SHELL_NS } from '../i18n.ts';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  text-align: center;
  padding: 0.4rem 1rem;
  font-size: 0.9rem;
  font-weight: 600;
`;

/** Shown when the runtime configuration says this is a test environment. */
export function TestEnvironmentBar() {
  const { t } = useTranslation(SHELL_NS);
  const { testEnvironmentBar } = useRuntimeConfig();
  if (!testEnvironmentBar.enabled) return null;
  return (
    <Bar role="note" data-testid="test-environment-bar">
      {testEnvironmentBar.label ?? t('testBar.default')}
    </Bar>
  );
}
