import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, isLanguage } from '@salon/contracts';
import { setCurrentLanguage, useCurrentLanguage } from '@salon/platform';
import { SHELL_NS } from '../i18n.ts';

const Select = styled.select`
  font: inherit;
  padding: 0.35rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

/** Switches the language of the whole site: every remote shares the one i18next instance. */
export function LanguageSelector() {
  const { t } = useTranslation(SHELL_NS);
  const language = useCurrentLanguage();
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{t('language.label')}</label>
      <Select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setCurrentLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
