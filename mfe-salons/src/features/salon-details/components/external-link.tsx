import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@salon/ui';
import { SALONS_NAMESPACE } from '../../../i18n.ts';

/**
 * A link to another site (a maps service, Google reviews, a reviewer's profile). It
 * opens in a new tab so the salon page stays where the customer left it, says so to
 * screen readers, and passes no opener or referrer.
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation(SALONS_NAMESPACE);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> {t('salonDetails.newTab')}</VisuallyHidden>
    </a>
  );
}
