import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEGAL_PAGE_PATHS, SOCIAL_NETWORKS, companyAddress, phoneHref, type RuntimeConfig, type SocialNetwork } from '@salon/contracts';
import { Container, media } from '@salon/ui';
import { useRuntimeConfig } from '@salon/platform';
import { ExternalLink } from './external-link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { SHELL_NS } from '../i18n.ts';

const Foot = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  a {
    color: inherit;
  }
  /* The site's blue focus ring is lost on the dark footer. */
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.background};
  }
`;

const Grid = styled(Container)<{ $columns: number }>`
  padding-block: 2.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('desktop')} {
    grid-template-columns: 2fr repeat(${({ $columns }) => $columns - 1}, 1fr);
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  h2:not(:first-child) {
    margin-top: 1.5rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 0.6rem;
  }
  dt {
    font-size: 0.875rem;
    opacity: 0.85;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Bottom = styled(Container)`
  padding-block: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: space-between;
  align-items: center;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;

const Legal = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};

/** The configured contacts, in the footer's order; unconfigured ones are not there at all. */
function contactsOf({ contact }: RuntimeConfig) {
  return [
    contact.phone && { key: 'callCentre', value: contact.phone, href: phoneHref(contact.phone) },
    contact.customerServiceEmail && { key: 'customerService', value: contact.customerServiceEmail, href: `mailto:${contact.customerServiceEmail}` },
    contact.recruitmentEmail && { key: 'recruitment', value: contact.recruitmentEmail, href: `mailto:${contact.recruitmentEmail}` },
  ].filter((entry): entry is { key: string; value: string; href: string } => Boolean(entry));
}

/**
 * Footer of spec part 2 "App shell": the about text with the recruitment link, the
 * call centre and the two e-mails, the legal pages, social profiles and app stores, the
 * brand and operating company. Everything comes from the runtime configuration; an entry
 * that is not configured is not rendered (never a dead link), nor is a block left empty.
 * The header's "contact" scrolls to `#kontakt`: the contact block, or the whole footer
 * when no contact is configured.
 */
export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  const config = useRuntimeConfig();
  const contacts = contactsOf(config);
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = config.links.social[network];
    return href ? [{ network, href }] : [];
  });
  const { ios, android } = config.links.appStore;
  const stores = [ios && { key: 'appStoreIos', href: ios }, android && { key: 'appStoreAndroid', href: android }].filter(
    (store): store is { key: string; href: string } => Boolean(store),
  );
  const columns = 2 + (contacts.length > 0 ? 1 : 0) + (social.length > 0 || stores.length > 0 ? 1 : 0);
  const { company } = config;

  return (
    <Foot id={contacts.length > 0 ? undefined : 'kontakt'}>
      <Grid $columns={columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.aboutTitle')}</h2>
          <p>
            {t('footer.aboutText')}
            <Link to="/pracuj-z-nami">{t('footer.aboutRecruitmentLink')}</Link>.
          </p>
          <Link to="/o-nas">{t('footer.aboutMore')}</Link>
        </section>
        {contacts.length > 0 && (
          <section id="kontakt" aria-labelledby="footer-contact" tabIndex={-1}>
            <h2 id="footer-contact">{t('footer.contactTitle')}</h2>
            <dl>
              {contacts.map((entry) => (
                <div key={entry.key}>
                  <dt>{t(`footer.${entry.key}`)}</dt>
                  <dd>
                    <a href={entry.href}>{entry.value}</a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalTitle')}</h2>
          <ul>
            <li>
              <Link to={LEGAL_PAGE_PATHS.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={LEGAL_PAGE_PATHS.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/pobierz-aplikacje">{t('footer.appDownload')}</Link>
            </li>
          </ul>
        </section>
        {(social.length > 0 || stores.length > 0) && (
          <div>
            {social.length > 0 && (
              <>
                <h2 id="footer-social">{t('footer.socialTitle')}</h2>
                <ul aria-labelledby="footer-social">
                  {social.map(({ network, href }) => (
                    <li key={network}>
                      <ExternalLink href={href}>{SOCIAL_LABELS[network]}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {stores.length > 0 && (
              <>
                <h2 id="footer-app">{t('footer.appTitle')}</h2>
                <ul aria-labelledby="footer-app">
                  {stores.map(({ key, href }) => (
                    <li key={key}>
                      <ExternalLink href={href}>{t(`footer.${key}`)}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Grid>
      <Bottom>
        <Legal>
          <small>{t('footer.copyright', { year: new Date().getFullYear(), brand: config.brand })}</small>
          {company && <small>{t('footer.company', { name: company.name, address: companyAddress(company), nip: company.nip })}</small>}
        </Legal>
        <LanguageSelector />
      </Bottom>
    </Foot>
  );
}
