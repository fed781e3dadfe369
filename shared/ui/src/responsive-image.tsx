import styled, { css } from 'styled-components';
import {
  IMAGE_DEFAULT_WIDTH,
  IMAGE_VARIANT_RATIOS,
  imageRendition,
  type ImageFormat,
  type ImageVariant,
  type ImageWidth,
} from '@salon/contracts/catalog-api';

/** The widths offered in `srcset` when the caller names none: phone to wide desktop at 2×. */
const DEFAULT_WIDTHS: readonly ImageWidth[] = [320, 640, 960, 1280];

/** Best compression first: a browser takes the first `<source>` whose type it decodes. */
const FORMATS: ReadonlyArray<{ format: ImageFormat; type: string }> = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
];

/** Props of `ResponsiveImage`. */
export interface ResponsiveImageProps {
  /** A variant's URL as the API sends it (its default rendition, e.g. `/api/images/salons/<photo>/5_3.webp`). */
  src: string;
  /** Which ratio `src` is: fixes the reserved box (5:3, 9:11, 17:6, square `mini`). */
  variant: ImageVariant;
  /** Describes the picture; `""` for a decorative one. */
  alt: string;
  /** The `sizes` of both sources: how wide the image is drawn at each viewport. `100vw` by default. */
  sizes?: string;
  /** The widths listed in `srcset`, each one the image route renders. */
  widths?: readonly ImageWidth[];
  /** `lazy` (default) below the fold; `eager` for the first, largest image (the LCP candidate). */
  loading?: 'lazy' | 'eager';
  /** `high` for the LCP image; the browser's default otherwise. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Art direction: another variant's URL used where `wideMedia` matches (the 17:6 picture on wide screens). */
  wideSrc?: string;
  /** The ratio of `wideSrc`; `17_6` by default. */
  wideVariant?: ImageVariant;
  /** Where `wideSrc` applies; `(min-width: 720px)` (the tablet breakpoint) by default. */
  wideMedia?: string;
  /** Styles the `<picture>` (a block that clips its image, for rounded corners). */
  className?: string;
}

/** `srcset` of one variant in one format: `<url> 320w, <url>?w=640 640w, …`. */
export function imageSrcSet(variantUrl: string, format: ImageFormat, widths: readonly ImageWidth[]): string {
  return widths.map((width) => `${imageRendition(variantUrl, { width, format })} ${width}w`).join(', ');
}

/** The `width` and `height` attributes of a variant at the default width: they give the browser its ratio. */
export function imageDimensions(variant: ImageVariant): { width: number; height: number } {
  return { width: IMAGE_DEFAULT_WIDTH, height: Math.round(IMAGE_DEFAULT_WIDTH / IMAGE_VARIANT_RATIOS[variant]) };
}

const Picture = styled.picture<{ $ratio: number; $wideRatio?: number; $wideMedia?: string }>`
  display: block;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $ratio }) => $ratio};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.skeleton};
  }

  ${({ $wideRatio, $wideMedia }) =>
    $wideRatio &&
    $wideMedia &&
    css`
      @media ${$wideMedia} {
        img {
          aspect-ratio: ${$wideRatio};
        }
      }
    `}
`;

/**
 * A salon photo (or any API image with ratio variants) as `<picture>`: an AVIF and a
 * WebP `<source>` whose `srcset` lists `widths` through `imageRendition`, then an `<img>`
 * with the default rendition. The `width`/`height` attributes and CSS `aspect-ratio` of
 * the variant reserve the box before a byte arrives, so nothing shifts (CLS). With
 * `wideSrc`, a second pair of sources with `media` switches to another variant (art
 * direction), each source carrying its own dimensions. Lazy and async-decoded by
 * default; pass `loading="eager" fetchPriority="high"` for the largest image above the fold.
 *
 * @example
 * <ResponsiveImage src={image['5_3']} variant="5_3" wideSrc={wide['17_6']} alt={salon.name}
 *   sizes="(min-width: 1150px) 1150px, 100vw" widths={[480, 960, 1280, 1600]} loading="eager" fetchPriority="high" />
 */
export function ResponsiveImage({
  src,
  variant,
  alt,
  sizes = '100vw',
  widths = DEFAULT_WIDTHS,
  loading = 'lazy',
  fetchPriority,
  wideSrc,
  wideVariant = '17_6',
  wideMedia = '(min-width: 720px)',
  className,
}: ResponsiveImageProps) {
  const size = imageDimensions(variant);
  const wideSize = imageDimensions(wideVariant);
  return (
    <Picture
      className={className}
      $ratio={IMAGE_VARIANT_RATIOS[variant]}
      $wideRatio={wideSrc ? IMAGE_VARIANT_RATIOS[wideVariant] : undefined}
      $wideMedia={wideSrc ? wideMedia : undefined}
    >
      {wideSrc &&
        FORMATS.map(({ format, type }) => (
          <source
            key={`wide-${format}`}
            type={type}
            media={wideMedia}
            srcSet={imageSrcSet(wideSrc, format, widths)}
            sizes={sizes}
            width={wideSize.width}
            height={wideSize.height}
          />
        ))}
      {FORMATS.map(({ format, type }) => (
        <source
          key={format}
          type={type}
          srcSet={imageSrcSet(src, format, widths)}
          sizes={sizes}
          width={size.width}
          height={size.height}
        />
      ))}
      <img
        src={imageRendition(src, { width: IMAGE_DEFAULT_WIDTH, format: 'webp' })}
        alt={alt}
        width={size.width}
        height={size.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </Picture>
  );
}
