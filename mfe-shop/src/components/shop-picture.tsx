import styled from 'styled-components';
import { SHOP_IMAGE_FORMATS, SHOP_IMAGE_WIDTHS, shopImageUrl, type ShopImage } from '@salon/contracts/shop-api';

/** The `<img>`'s own source, for browsers without `<picture>` sources they can decode. */
const FALLBACK_WIDTH = 320;

export interface ShopPictureProps {
  /** The packshot or voucher picture; null: a blank box of the same shape. */
  image: ShopImage | null;
  /** How wide it is drawn at each viewport (`sizes` of both sources). */
  sizes: string;
  /** `eager` for what is on screen at once (the list's first row, a page's main picture). */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  className?: string;
}

/**
 * A shop image as `<picture>`: AVIF, then WebP, each at the contract's widths
 * (`shopImageUrl`), and an `<img>` with the picture's `width`/`height`, so the box keeps
 * its shape before a byte arrives (no layout shift). Packshots are square and shown
 * whole (`contain`) on white.
 */
export function ShopPicture({ image, sizes, loading = 'lazy', fetchPriority, className }: ShopPictureProps) {
  if (!image) return <Blank className={className} aria-hidden="true" />;
  return (
    <Picture className={className} $ratio={image.width / image.height}>
      {SHOP_IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={SHOP_IMAGE_WIDTHS.map((width) => `${shopImageUrl(image.photo, format, width)} ${width}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      <img
        src={shopImageUrl(image.photo, 'webp', FALLBACK_WIDTH)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </Picture>
  );
}

const Picture = styled.picture<{ $ratio: number }>`
  display: block;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $ratio }) => $ratio};
    object-fit: contain;
  }
`;

const Blank = styled.div`
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
