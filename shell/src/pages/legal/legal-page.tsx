import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HOME_PATH } from '@salon/contracts/site-paths';
import type { LegalDocumentName } from '@salon/seo/site/legal/legal-document';
import { LEGAL_DOCUMENT_PATHS, effectiveLine, legalDocument, legalPageHead } from '@salon/seo/site/legal/legal-page';
import { Alert, Container, PageHeader, media, useSeoPageContext } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { Prose, TextWithContacts, useTextValues } from '../site-text-view.tsx';
import { SHELL_NS } from '../../i18n.ts';

/**
 * Intro, table of contents, sections, one under the other; on a desktop the table of
 * contents stands beside the text and stays in view while the reader scrolls.
 */
const Columns = styled(Prose)`
  max-width: none;
  display: grid;
  grid-template-areas: 'intro' 'toc' 'body';

  ${media.up('desktop')} {
    grid-template-columns: minmax(0, 72ch) minmax(240px, 1fr);
    grid-template-areas: 'intro toc' 'body toc';
    column-gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

const Intro = styled.div`
  grid-area: intro;
`;

const Body = styled.div`
  grid-area: body;
  min-width: 0;
`;

const Toc = styled.nav`
  grid-area: toc;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.up('desktop')} {
    position: sticky;
    /* Below the sticky header. */
    top: 88px;
    max-height: calc(100vh - 104px);
    overflow-y: auto;
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  && h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }

  /* The headings carry their own numbers ("1. Administrator danych"). */
  && ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  && li + li {
    margin-top: 0;
  }

  a {
    /* A comfortable target on touch screens without changing the line height. */
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xxs};
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  }
`;

const Effective = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** The footer's name of each document: the page's title when its text cannot be read. */
const FALLBACK_TITLE_KEYS: Record<LegalDocumentName, string> = { privacy: 'footer.privacyPolicy', terms: 'footer.terms' };

/**
 * The privacy policy or the terms of service (`/polityka-prywatnosci`, `/regulamin`):
 * breadcrumbs, title and effective date, a table of contents linking each section's
 * anchor, then the sections under h2 headings. The text names the configured company
 * and contacts (site-text.ts of @salon/seo). The text and the head are @salon/seo's
 * (site/legal), which the gateway serves the page with (decision 0034).
 */
export function LegalPage({ document: name }: { document: LegalDocumentName }) {
  const { t } = useTranslation(SHELL_NS);
  const values = useTextValues();
  const seo = useSeoPageContext();
  const doc = useMemo(() => legalDocument(name, seo), [name, seo]);
  const head = useMemo(() => doc && legalPageHead(name, doc, seo), [name, doc, seo]);
  const title = doc?.title ?? t(FALLBACK_TITLE_KEYS[name]);
  useDocumentMeta(head ? { ...head, canonical: LEGAL_DOCUMENT_PATHS[name] } : { title, noindex: true });
  const breadcrumbs = [{ label: t('breadcrumbHome'), to: HOME_PATH }, { label: title }];

  if (!doc) {
    return (
      <Container>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <Alert tone="error">{t('staticPages.unavailable')}</Alert>
      </Container>
    );
  }

  return (
    <Container>
      <PageHeader title={doc.title} breadcrumbs={breadcrumbs}>
        <Effective>{effectiveLine(doc.effectiveDate, seo.language, seo.t)}</Effective>
      </PageHeader>
      <Columns>
        <Intro>
          {doc.intro.map((text, index) => (
            <p key={index}>
              <TextWithContacts text={text} values={values} />
            </p>
          ))}
        </Intro>
        <Toc aria-labelledby={`${name}-toc`}>
          <h2 id={`${name}-toc`}>{t('staticPages.toc')}</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Body>
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.paragraphs.map((text, index) => (
                <p key={index}>
                  <TextWithContacts text={text} values={values} />
                </p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((text, index) => (
                    <li key={index}>
                      <TextWithContacts text={text} values={values} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Body>
      </Columns>
    </Container>
  );
}
