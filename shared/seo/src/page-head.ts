import type { Thing, WithContext } from 'schema-dts';

/**
 * The picture of a page's link previews (`og:image`): a path of this site or an
 * absolute URL, with its size in pixels (previews lay out the card before the picture
 * arrives, and some skip a picture whose size they do not know) and what it shows.
 */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  /** Its media type (`image/webp`), when known. */
  type?: string;
}

/** One page's structured data: schema.org items, each with its `@context`. */
export type StructuredData = WithContext<Thing>;

/** `og:type` of a page: most are `website`; an article says so. */
export type OpenGraphType = 'website' | 'article' | 'product';

/**
 * What a page tells search engines and link previews about itself, built by this
 * package's builders from the API's data, and written twice from the same object: into
 * the HTML the gateway serves (deploy/src/seo) and by the client's one head helper,
 * `useDocumentMeta` of @salon/ui, once the screen has its data (decision 0034).
 */
export interface PageHead {
  /** The page's own title; the brand is appended (`documentTitle` of @salon/contracts/page-head). */
  title: string;
  /** `<meta name="description">` and `og:description`. */
  description?: string;
  /** `og:image`, with its size. */
  image?: PageImage;
  /** `og:type`; `website` when not given. */
  openGraphType?: OpenGraphType;
  /** JSON-LD items of the page (the business, the article, its breadcrumbs…), in order. */
  structuredData?: readonly StructuredData[];
}
