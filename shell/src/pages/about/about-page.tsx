import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEGAL_PAGE_PATHS } from '@salon/contracts';
import { ABOUT_PATH, HOME_PATH } from '@salon/contracts/site-paths';
import { aboutPageHead, aboutText } from '@salon/seo/site/about/about-page';
import { Alert, Container, PageHeader, useSeoPageContext } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { Lead, Prose, TextWithContacts, useTextValues } from '../site-text-view.tsx';
import { SHELL_NS } from '../../i18n.ts';

const More = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  && h2 {
    margin-top: 0;
  }

  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  }

  li + li {
    margin-top: 0;
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * About us (`/o-nas`): breadcrumbs, the title and lead, the chain's story in titled
 * sections, then links to the recruitment and the legal pages. The text and the head
 * are @salon/seo's (site/about), which the gateway serves the page with (decision 0034).
 */
export function AboutPage() {
  const { t } = useTranslation(SHELL_NS);
  const values = useTextValues();
  const seo = useSeoPageContext();
  const about = useMemo(() => aboutText(seo), [seo]);
  const head = useMemo(() => about && aboutPageHead(about, seo), [about, seo]);
  const title = about?.title ?? t('nav.about');
  useDocumentMeta(head ? { ...head, canonical: ABOUT_PATH } : { title, noindex: true });
  const breadcrumbs = [{ label: t('breadcrumbHome'), to: HOME_PATH }, { label: title }];

  if (!about) {
    return (
      <Container>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <Alert tone="error">{t('staticPages.unavailable')}</Alert>
      </Container>
    );
  }

  return (
    <Container>
      <PageHeader title={title} breadcrumbs={breadcrumbs}>
        {about.lead && <Lead>{about.lead}</Lead>}
      </PageHeader>
      <Prose>
        {about.sections.map((section, index) => (
          <section key={index} aria-labelledby={`about-${index}`}>
            <h2 id={`about-${index}`}>{section.heading}</h2>
            {section.paragraphs.map((text, paragraph) => (
              <p key={paragraph}>
                <TextWithContacts text={text} values={values} />
              </p>
            ))}
          </section>
        ))}
        <More aria-labelledby="about-more">
          <h2 id="about-more">{t('aboutPage.moreTitle')}</h2>
          <ul>
            <li>
              <Link to="/pracuj-z-nami">{t('aboutPage.careers', { brand: values.brand })}</Link>
            </li>
            <li>
              <Link to={LEGAL_PAGE_PATHS.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={LEGAL_PAGE_PATHS.terms}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </More>
      </Prose>
    </Container>
  );
}
