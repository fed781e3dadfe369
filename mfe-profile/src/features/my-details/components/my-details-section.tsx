import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserProfile } from '@salon/contracts/identity-api';
import { bus, useCurrentLanguage } from '@salon/platform';
import type { PreferredSalonPickerProps } from '@salon/contracts';
import { Alert, Button, RemoteModule, RetryAlert, Spinner, VisuallyHidden } from '@salon/ui';
import { useGetProfileQuery } from '../../../api/get-profile.ts';
import { PROFILE_NAMESPACE } from '../../../i18n.ts';
import { scrollToConsents, useScrollToConsentsOnArrival } from '../hooks/use-consents-scroll.ts';
import { useProfileSaves } from '../hooks/use-profile-saves.ts';
import { useCancelEmailChangeMutation } from '../api/cancel-email-change.ts';
import { canCancelEmailChange, emailActionOf, emailViewOf, fullNameOf, resetPasswordTarget } from '../lib/account.ts';
import { birthdayLabel } from '../lib/birthday.ts';
import { consentStateOf, showsConsentsWarning } from '../lib/consents.ts';
import { BirthdayDialog } from './birthday-dialog.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { Badge, DetailsGroup, DetailsList, DetailsRow, Missing, Note } from './details-layout.tsx';
import { PersonalDetailsDialog } from './personal-details-dialog.tsx';
import { PhoneDialog } from './phone-dialog.tsx';

/**
 * The profile's "Moje dane" tab (spec part 2, "Profile: my data"): the customer's
 * details, each group titled by an h2 under the page's h1. Base details and the birthday
 * are edited in full-screen modals; the consents save as they change. The e-mail opens
 * the auth remote's e-mail modal (`auth:email-change`), the preferred salon booking's
 * picker (`./PreferredSalonPicker`), and the phone its own modal (number, SMS code, done).
 */
export function MyDetailsSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const profile = useGetProfileQuery();

  if (profile.data) return <MyDetails profile={profile.data} />;
  if (profile.isError) return <RetryAlert message={t('myDetails.loadFailed')} onRetry={() => void profile.refetch()} />;
  return <Spinner label={t('myDetails.loading')} />;
}

type OpenDialog = 'personal' | 'birthday' | 'phone' | null;

function MyDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const language = useCurrentLanguage();
  const { saveProfile, saveBirthday, startPhoneChange, confirmPhone } = useProfileSaves(profile);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const birthdayRef = useRef<HTMLSpanElement>(null);
  const [focusBirthday, setFocusBirthday] = useState(false);
  const [pickingSalon, setPickingSalon] = useState(false);
  const [cancelEmailChangeCall, { isLoading: cancelling, isError: cancelFailed }] = useCancelEmailChangeMutation();
  const cancelEmailChange = () => cancelEmailChangeCall().unwrap().catch(() => undefined);

  useScrollToConsentsOnArrival(true);

  // The add button is gone once a birthday is saved, so the focus goes to the new date
  // (once it shows: the cache updates after the modal closes) instead of the page's start.
  useEffect(() => {
    if (!focusBirthday || !birthdayRef.current) return;
    birthdayRef.current.focus();
    setFocusBirthday(false);
  }, [focusBirthday, profile.birthday]);

  const fullName = fullNameOf(profile);
  const email = emailViewOf(profile);
  const birthday = birthdayLabel(profile.birthday, language);
  const notGiven = <Missing>{t('myDetails.notGiven')}</Missing>;

  return (
    <Layout>
      {showsConsentsWarning(consentStateOf(profile.marketingConsents)) && (
        <Alert tone="warning">
          <WarningBody>
            <p>{t('myDetails.consentsWarning.text')}</p>
            <Button variant="secondary" size="sm" onClick={scrollToConsents}>
              {t('myDetails.consentsWarning.action')}
            </Button>
          </WarningBody>
        </Alert>
      )}

      <DetailsGroup
        title={t('myDetails.personal.title')}
        action={
          <Button variant="secondary" size="sm" aria-label={t('myDetails.personal.editLabel')} onClick={() => setDialog('personal')}>
            {t('myDetails.personal.edit')}
          </Button>
        }
      >
        <DetailsList>
          <DetailsRow term={t('myDetails.personal.fullName')}>{fullName ?? notGiven}</DetailsRow>
          <DetailsRow term={t('myDetails.personal.sex')}>{profile.sex ? t(`myDetails.personal.sexes.${profile.sex}`) : notGiven}</DetailsRow>
          <DetailsRow term={t('myDetails.birthday.label')}>
            {birthday ? (
              <span ref={birthdayRef} tabIndex={-1}>
                {birthday}
              </span>
            ) : (
              <BirthdayAdd>
                <Button variant="secondary" size="sm" onClick={() => setDialog('birthday')}>
                  {t('myDetails.birthday.add')}
                </Button>
                <Note>{t('myDetails.birthday.hint')}</Note>
              </BirthdayAdd>
            )}
          </DetailsRow>
        </DetailsList>
      </DetailsGroup>

      <DetailsGroup title={t('myDetails.account.title')}>
        <DetailsList>
          <DetailsRow term={t('myDetails.account.email')}>
            {email.address ? (
              <>
                <span>{email.address}</span>
                {!email.confirmed && <Badge>{t('myDetails.account.emailUnconfirmed')}</Badge>}
                {email.pending && <Note>{t('myDetails.account.emailPending', { email: email.pending })}</Note>}
              </>
            ) : (
              notGiven
            )}
            {/* The auth remote's e-mail modal: the same stages as the forced verification, closable. */}
            <Button variant="secondary" size="sm" onClick={() => bus.emit('auth:email-change', {})}>
              {t(`myDetails.account.emailAction.${emailActionOf(email)}`)}
            </Button>
            {canCancelEmailChange(email) && (
              <Button variant="ghost" size="sm" onClick={() => void cancelEmailChange()} disabled={cancelling}>
                {t('myDetails.account.cancelEmailChange')}
              </Button>
            )}
            {cancelFailed && <Alert tone="error">{t('myDetails.account.cancelEmailChangeFailed')}</Alert>}
          </DetailsRow>
          <DetailsRow term={t('myDetails.account.phone')}>
            {profile.phone ?? notGiven}
            {profile.unconfirmedPhone && <Note>{t('myDetails.phone.pending', { phone: profile.unconfirmedPhone })}</Note>}
            <Button variant="secondary" size="sm" onClick={() => setDialog('phone')}>
              {t(profile.phone ? 'myDetails.phone.change' : 'myDetails.phone.add')}
            </Button>
          </DetailsRow>
          <DetailsRow term={t('myDetails.account.password')}>
            {profile.hasPassword ? (
              <>
                <span aria-hidden="true">••••••••</span>
                <VisuallyHidden>{t('myDetails.account.passwordSet')}</VisuallyHidden>
              </>
            ) : (
              <Missing>{t('myDetails.account.passwordNotSet')}</Missing>
            )}
            <Button variant="secondary" size="sm" onClick={() => bus.emit('auth:reset-password', resetPasswordTarget(profile))}>
              {t(profile.hasPassword ? 'myDetails.account.changePassword' : 'myDetails.account.setPassword')}
            </Button>
          </DetailsRow>
        </DetailsList>
      </DetailsGroup>

      <DetailsGroup
        title={t('myDetails.salon.title')}
        action={
          <Button variant="secondary" size="sm" onClick={() => setPickingSalon(true)}>
            {t(profile.preferredSalon ? 'myDetails.salon.change' : 'myDetails.salon.choose')}
          </Button>
        }
      >
        <p>{profile.preferredSalon?.name ?? <Missing>{t('myDetails.salon.none')}</Missing>}</p>
        {/* Booking's own modal through federation; it loads when first asked for. */}
        {pickingSalon && (
          <RemoteModule<PreferredSalonPickerProps>
            remote="booking"
            module="./PreferredSalonPicker"
            props={{ onClose: () => setPickingSalon(false) }}
            failedMessage={t('myDetails.salon.pickerFailed')}
          />
        )}
      </DetailsGroup>

      <ConsentsSection profile={profile} saveProfile={saveProfile} />

      {dialog === 'personal' && <PersonalDetailsDialog profile={profile} saveProfile={saveProfile} onClose={() => setDialog(null)} />}
      {dialog === 'phone' && (
        <PhoneDialog currentPhone={profile.phone} startPhoneChange={startPhoneChange} confirmPhone={confirmPhone} onClose={() => setDialog(null)} />
      )}
      {dialog === 'birthday' && (
        <BirthdayDialog
          saveBirthday={saveBirthday}
          onClose={(saved) => {
            setDialog(null);
            if (saved) setFocusBirthday(true);
          }}
        />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
`;

const WarningBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const BirthdayAdd = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
`;
