import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShopImage } from '@salon/contracts/shop-api';
import { media } from '@salon/ui';
import { ShopPicture } from './shop-picture.tsx';

/** The main picture takes the left half from the tablet width, the whole width below. */
const MAIN_SIZES = '(min-width: 1150px) 560px, (min-width: 720px) 50vw, 100vw';
const THUMB_SIZES = '(min-width: 720px) 120px, 25vw';

/**
 * A product's or voucher's pictures: the first large and loaded at once (the page's
 * largest element), the others smaller below it and lazily. A blank square when there is
 * none, so the page keeps its shape.
 */
export function ItemGallery({ images, name }: { images: readonly ShopImage[]; name: string }) {
  const { t } = useTranslation('shop');
  const [main, ...more] = images;
  return (
    <Gallery>
      <Main image={main ?? null} sizes={MAIN_SIZES} loading="eager" fetchPriority="high" />
      {more.length > 0 && (
        <Thumbs aria-label={t('gallery.more', { name })}>
          {more.map((image) => (
            <li key={image.photo}>
              <Thumb image={image} sizes={THUMB_SIZES} />
            </li>
          ))}
        </Thumbs>
      )}
    </Gallery>
  );
}

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Main = styled(ShopPicture)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(4, 120px);
  }
`;

const Thumb = styled(ShopPicture)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
