import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@salon/ui';
import { VALIDATION_NAMESPACE } from './messages.ts';
import { passwordRequirements } from './rules.ts';

export interface PasswordChecklistProps {
  /** The password typed so far. */
  value: string;
  /** Ties the list to the password input: pass it to the input's aria-describedby. */
  id?: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};

  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    width: 1em;
    text-align: center;
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/**
 * The live list of password requirements (spec part 1: shown while typing). Each line
 * says whether it is met in words too, not only by colour and tick.
 */
export function PasswordChecklist({ value, id }: PasswordChecklistProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  return (
    <div id={id}>
      <Title>{t('requirements.title')}</Title>
      <List>
        {passwordRequirements(value).map(({ rule, met }) => (
          <Item key={rule} $met={met}>
            {t(`requirements.${rule}`)}
            <VisuallyHidden> ({t(met ? 'requirements.met' : 'requirements.unmet')})</VisuallyHidden>
          </Item>
        ))}
      </List>
    </div>
  );
}
