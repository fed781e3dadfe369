import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@salon/ui';
import { SHELL_NS } from '../i18n.ts';

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link to another site (a social profile, an app store): it opens in a new tab without
 * handing that site our window (noopener) or the page address (noreferrer), and its
 * accessible name says it opens a new tab. Renders through `as` too (`<Button as={ExternalLink}>`).
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('nav.externalHint')}</VisuallyHidden>
    </a>
  );
}
