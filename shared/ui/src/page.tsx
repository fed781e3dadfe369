import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHead } from '@salon/seo/page-head';
import type { BreadcrumbItem } from './breadcrumbs.tsx';
import { Container } from './container.tsx';
import { useDocumentMeta } from './document-meta.ts';
import { PageHeader } from './page-header.tsx';

export interface PageProps {
  /** The page's one `<h1>`, and its document title unless `metaTitle` says otherwise. */
  title: string;
  /**
   * The path after the home page, ending with the current page (its label need not be
   * the title: a booking step's crumb is "City", its heading "Choose a city"). The home
   * crumb is put in front here, so no app spells it out.
   */
  breadcrumbs: BreadcrumbItem[];
  /**
   * The heading's language when it is not the page's: a Polish article's title on the
   * English site (`lang` on the `<h1>`'s text, so screen readers pronounce it right).
   */
  titleLang?: string;
  /** The document title when it differs from the heading ("Salons: Krakow" for the heading "Krakow"). */
  metaTitle?: string;
  /** `<meta name="description">`; left as it is when not given. */
  description?: string;
  /** Keeps the page out of search engines (private data, booking steps after the first). */
  noindex?: boolean;
  /** `<link rel="canonical">`, a path or an absolute URL (indexable pages). */
  canonical?: string;
  /** schema.org structured data of the page (JSON-LD in the head). */
  structuredData?: object | readonly object[];
  /** `<meta property="og:image">`: the picture of the page's link previews, a path or an absolute URL. */
  image?: string;
  /**
   * What the page tells search engines and link previews, built by @salon/seo's
   * builder for the page from the same data the gateway serves it from: its title,
   * description, picture and structured data, in place of `metaTitle`,
   * `description`, `image` and `structuredData`.
   */
  head?: PageHead;
  /**
   * False inside a layout that already puts the page in a `Container` (the profile's
   * side-navigation column): a second one would add its side padding again.
   */
  contained?: boolean;
  /** The page's content, below the header. */
  children?: ReactNode;
}

/**
 * The frame of a content screen: the content column, the breadcrumbs from the home
 * page, the `<h1>`, and the document meta (title with the brand, description,
 * noindex), then the screen's content. Render it from the screen (leaf) component, as
 * `useDocumentMeta` asks.
 *
 * @example
 * <Page title={city} metaTitle={t('city.metaTitle', { city })} breadcrumbs={[{ label: t('breadcrumbs.salons'), to: '/salony' }, { label: city }]} />
 */
export function Page({ title, titleLang, breadcrumbs, metaTitle, description, noindex = false, canonical, structuredData, image, head, contained = true, children }: PageProps) {
  const { t } = useTranslation('common');
  useDocumentMeta(
    head
      ? { title: head.title, description: head.description, noindex, canonical, structuredData: head.structuredData, image: head.image, openGraphType: head.openGraphType }
      : { title: metaTitle ?? title, description, noindex, canonical, structuredData, image },
  );
  const content = (
    <>
      <PageHeader title={titleLang ? <span lang={titleLang}>{title}</span> : title} breadcrumbs={[{ label: t('home'), to: '/' }, ...breadcrumbs]} />
      {children}
    </>
  );
  return contained ? <Container>{content}</Container> : content;
}
