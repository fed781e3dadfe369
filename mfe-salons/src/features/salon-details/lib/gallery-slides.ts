import type { SalonImage } from '@salon/contracts/catalog-api';
import { MAX_SALON_IMAGES } from '@salon/seo/salons/salon-structured-data';

/** The frame the gallery fills: 5:3 on phones, 17:6 on wide screens with the alternative set. */
export type GalleryVariant = '5_3' | '17_6';

export interface GallerySlides {
  variant: GalleryVariant;
  /** Variant URLs (each the default rendition; `imageRendition` makes the srcset), at most five. */
  sources: string[];
}

/**
 * Which pictures the gallery shows: the alternative set composed for a wide 17:6 frame
 * (`images_17_6`) on wide screens when the salon has one, else the 5:3 variant of its
 * pictures; phones always get 5:3. Never more than five (spec part 2, section 9). The
 * two sets may differ in length, so the choice is of a whole set, not per picture.
 */
export function gallerySlides(salon: { images: SalonImage[]; images_17_6: SalonImage[] }, wideScreen: boolean): GallerySlides {
  if (wideScreen && salon.images_17_6.length > 0) {
    return { variant: '17_6', sources: salon.images_17_6.slice(0, MAX_SALON_IMAGES).map((image) => image['17_6']) };
  }
  return { variant: '5_3', sources: salon.images.slice(0, MAX_SALON_IMAGES).map((image) => image['5_3']) };
}
