import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { PROFILE_PATH, type ProfileSection } from '../lib/profile-paths.ts';

/**
 * The frame of a profile section: its title and breadcrumb; noindex, since it is a
 * customer's own data. Not contained: ProfileLayout already puts it in the content
 * column, beside the side navigation. The section's content (and the points balance)
 * come with each section's issue, as children.
 */
export function ProfileSectionPage({ section, children }: { section: ProfileSection; children?: ReactNode }) {
  const { t } = useTranslation('profile');
  const title = t(`sections.${section}`);
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: t('breadcrumbs.account'), to: PROFILE_PATH }, { label: title }]}
      noindex
      contained={false}
    >
      {children}
    </Page>
  );
}
