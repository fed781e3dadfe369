import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketingChannel, UserProfile } from '@salon/contracts/identity-api';
import { MARKETING_CHANNELS } from '@salon/contracts/identity-api';
import { Fieldset } from '@salon/forms';
import { commonErrorMessage } from '@salon/i18n';
import { Alert, VisuallyHidden } from '@salon/ui';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { useConsentsAutosave } from '../hooks/use-consents-autosave.ts';
import { CONSENTS_SECTION_ID } from '../hooks/use-consents-scroll.ts';
import type { ProfileSaves } from '../hooks/use-profile-saves.ts';
import { commonCodeOf } from '../lib/api-error.ts';
import { channelsOfAll, emailConsentBlock, isAllChecked, isEmailConsentDisabled, toggledAll } from '../lib/consents.ts';
import { DetailsGroup, Note } from './details-layout.tsx';

export interface ConsentsSectionProps {
  profile: UserProfile;
  saveProfile: ProfileSaves['saveProfile'];
}

/**
 * The marketing consents (spec part 2, section 4): e-mail and telemarketing, and "all"
 * ticked when every consent it sets is granted. Without a confirmed e-mail (or with one
 * waiting for confirmation) the e-mail box is disabled with a warning and "all" sets
 * telemarketing only. Each change is saved at once; a failed save puts the box back and
 * says so.
 */
export function ConsentsSection({ profile, saveProfile }: ConsentsSectionProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const { shown, change, state, error } = useConsentsAutosave(profile, saveProfile);
  const warningId = useId();
  const block = emailConsentBlock(profile);
  const emailDisabled = isEmailConsentDisabled(profile, shown);
  const allChannels = channelsOfAll(profile);

  const failure =
    error === null
      ? null
      : error.code === 'INVALID_VALUE' && error.field === 'marketingConsents'
        ? t('myDetails.consents.emailNeedsConfirmedAddress')
        : commonErrorMessage(commonCodeOf(error));

  const box = (channel: MarketingChannel): ReactNode => (
    <ConsentBox
      key={channel}
      label={t(`myDetails.consents.${channel}`)}
      checked={shown[channel]}
      disabled={channel === 'Email' && emailDisabled}
      describedBy={channel === 'Email' && block ? warningId : undefined}
      onChange={(granted) => change({ ...shown, [channel]: granted })}
    />
  );

  return (
    <DetailsGroup id={CONSENTS_SECTION_ID} title={t('myDetails.consents.title')} focusable>
      <Note>{t('myDetails.consents.hint')}</Note>
      <ConsentsFieldset>
        {/* The h2 names the section; the group's own name is for screen readers only. */}
        <VisuallyHidden as="legend">{t('myDetails.consents.legend')}</VisuallyHidden>
        <ConsentBox
          label={t('myDetails.consents.all')}
          checked={isAllChecked(shown, allChannels)}
          onChange={() => change(toggledAll(shown, allChannels))}
          strong
        />
        {MARKETING_CHANNELS.map((channel) =>
          channel === 'Email' ? (
            <div key={channel}>
              {box(channel)}
              {block && (
                <Warning id={warningId}>
                  <Alert tone="warning">{t(block === 'missing' ? 'myDetails.consents.emailMissing' : 'myDetails.consents.emailUnconfirmed')}</Alert>
                </Warning>
              )}
            </div>
          ) : (
            box(channel)
          ),
        )}
      </ConsentsFieldset>
      {failure && (
        <Alert tone="error" title={t('myDetails.consents.saveFailed')}>
          {failure}
        </Alert>
      )}
      {/* Always on the page, so that screen readers announce what is put in it. */}
      <SaveStatus role="status">
        {state === 'saving' ? t('myDetails.consents.saving') : state === 'saved' ? t('myDetails.consents.saved') : ''}
      </SaveStatus>
    </DetailsGroup>
  );
}

interface ConsentBoxProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  strong?: boolean;
  onChange: (checked: boolean) => void;
}

function ConsentBox({ label, checked, disabled = false, describedBy, strong = false, onChange }: ConsentBoxProps) {
  const id = useId();
  return (
    <Row $strong={strong}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </Row>
  );
}

// The box is 24 px and its label is part of the target (WCAG 2.5.8).
const Row = styled.div<{ $strong: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xxs} 0;

  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input:disabled,
  input:disabled + label {
    cursor: not-allowed;
    opacity: 0.6;
  }

  label {
    padding-top: 2px;
    cursor: pointer;
    font-weight: ${({ theme, $strong }) => ($strong ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular)};
  }
`;

const Warning = styled.div`
  margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.xs} 36px;
`;

const SaveStatus = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The consents are followed by the group's notes: spaced like the fields that follow a group.
const ConsentsFieldset = styled(Fieldset)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
