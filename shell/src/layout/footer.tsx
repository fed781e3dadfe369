import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, media } from '@salon/ui';
import { useRuntimeConfig } from '@salon/platform';
import { LanguageSelector } from './language-selector.tsx';
import { SHELL_NS } from '../i18n.ts';

const Foot = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  a {
    color: inherit;
  }
`;

const Grid = styled(Container)`
  padding-block: 2.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('desktop')} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
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

const SOCIAL = ['facebook', 'instagram', 'youtube', 'pinterest', 'tiktok'] as const;
const SOCIAL_LABELS: Record<(typeof SOCIAL)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};

/** Footer of spec part 2 "App shell"; its contact block is where "contact" scrolls to. */
export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  const config = useRuntimeConfig();
  const isExternal = (href: string) => /^https?:\/\//.test(href);
  const legal = (href: string, label: string) =>
    isExternal(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <Link to={href}>{label}</Link>
    );

  return (
    <Foot>
      <Grid>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.aboutTitle')}</h2>
          <p>
            {t('footer.aboutText')}
            <Link to="/pracuj-z-nami">{t('footer.aboutRecruitmentLink')}</Link>.
          </p>
        </section>
        <section id="kontakt" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact">{t('footer.contactTitle')}</h2>
          <ul>
            <li>
              {t('footer.phone')}: <a href={`tel:${config.contact.phone.replace(/\s/g, '')}`}>{config.contact.phone}</a>
            </li>
            {config.contact.emails.map((email) => (
              <li key={email}>
                {t('footer.email')}: <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalTitle')}</h2>
          <ul>
            <li>{legal(config.links.privacyPolicy, t('footer.privacyPolicy'))}</li>
            <li>{legal(config.links.terms, t('footer.terms'))}</li>
          </ul>
          <h2 id="footer-social" style={{ marginTop: '1.25rem' }}>
            {t('footer.socialTitle')}
          </h2>
          <ul aria-labelledby="footer-social">
            {SOCIAL.map((name) => (
              <li key={name}>
                <a href={config.links.social[name]} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LABELS[name]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">{t('footer.appTitle')}</h2>
          <ul>
            <li>
              <a href={config.links.appStore.ios} target="_blank" rel="noopener noreferrer">
                {t('footer.appStoreIos')}
              </a>
            </li>
            <li>
              <a href={config.links.appStore.android} target="_blank" rel="noopener noreferrer">
                {t('footer.appStoreAndroid')}
              </a>
            </li>
          </ul>
        </section>
      </Grid>
      <Bottom>
        <small>{t('footer.copyright', { year: new Date().getFullYear(), brand: config.brand })}</small>
        <LanguageSelector />
      </Bottom>
    </Foot>
  );
}
