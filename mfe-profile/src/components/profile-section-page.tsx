import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { PROFILE_PATH, type ProfileSection } from '../lib/profile-paths.ts';

/**
 * The frame of a profile section: its title and breadcrumb; noindex, since it is a
 * customer's own data. The section's content (and the points balance) come with each
 * section's issue, as children.
 */
export function ProfileSectionPage({ section, children }: { section: ProfileSection; children?: ReactNode }) {
  const { t } = useTranslation('profile');
  const title = t(`sections.${section}`);
  useDocumentMeta({ title, noindex: true });
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.account'), to: PROFILE_PATH },
          { label: title },
        ]}
      />
      {children}
    </>
  );
}
