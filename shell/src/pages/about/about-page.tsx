import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEGAL_PAGE_PATHS } from '@salon/contracts';
import { Alert, Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { Lead, Prose, TextWithContacts, useTextValues } from '../site-text-view.tsx';
import { fillText, fillTexts } from '../site-text.ts';
import { SHELL_NS } from '../../i18n.ts';
import './about-copy.ts';

/** The about-us copy as its locale files hold it (`about` in ./locales/{pl,en,fr}.json). */
export interface AboutCopy {
  title: string;
  metaDescription: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The copy when `value` has the expected shape, else null (the locale test keeps a broken file out). */
export function readAboutCopy(value: unknown): AboutCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const copy = value as Partial<AboutCopy>;
  const valid =
    isText(copy.title) &&
    isText(copy.metaDescription) &&
    isText(copy.lead) &&
    Array.isArray(copy.sections) &&
    copy.sections.every(
      (section) => isText(section?.heading) && Array.isArray(section.paragraphs) && section.paragraphs.every(isText),
    );
  return valid ? (copy as AboutCopy) : null;
}

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
 * sections, then links to the recruitment and the legal pages.
 */
export function AboutPage() {
  const { t } = useTranslation(SHELL_NS);
  const values = useTextValues();
  // Raw, then filled from the configuration like the legal pages (site-text.ts).
  const copy = readAboutCopy(t('about', { returnObjects: true, skipInterpolation: true }));
  const title = (copy && fillText(copy.title, values)) ?? t('nav.about');
  const lead = copy && fillText(copy.lead, values);
  useDocumentMeta({ title, ...(copy ? { description: fillText(copy.metaDescription, values) ?? lead ?? title } : { noindex: true }) });

  if (!copy) {
    return (
      <Container>
        <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: title }]} />
        <Alert tone="error">{t('staticPages.unavailable')}</Alert>
      </Container>
    );
  }

  return (
    <Container>
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: title }]}>
        {lead && <Lead>{lead}</Lead>}
      </PageHeader>
      <Prose>
        {copy.sections.map((section, index) => (
          <section key={index} aria-labelledby={`about-${index}`}>
            <h2 id={`about-${index}`}>{fillText(section.heading, values) ?? section.heading}</h2>
            {fillTexts(section.paragraphs, values).map((text, paragraph) => (
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
