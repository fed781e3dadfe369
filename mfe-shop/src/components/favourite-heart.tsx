import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShopProduct } from '@salon/contracts/shop-api';
import { HeartIcon, IconButton } from '@salon/ui';
import { useFavourite } from '../hooks/use-favourite.ts';

/**
 * A product's favourite toggle: `aria-pressed` while it is a favourite, named for what
 * a press does ("Add X to favourites" / "Remove X from favourites"). A guest's press
 * opens the sign-in dialog and marks nothing; a press the API refuses is undone and
 * says so beside the heart.
 */
export function FavouriteHeart({ product, className }: { product: Pick<ShopProduct, 'id' | 'name' | 'favourite'>; className?: string }) {
  const { t } = useTranslation('shop');
  const { favourite, pending, failure, toggle } = useFavourite(product);
  return (
    <Wrapper className={className}>
      <Heart
        aria-pressed={favourite}
        aria-label={t(favourite ? 'heart.remove' : 'heart.add', { name: product.name })}
        aria-disabled={pending || undefined}
        variant="secondary"
        onClick={toggle}
      >
        <HeartIcon filled={favourite} />
      </Heart>
      {failure && <Failure role="alert">{t(failure === 'add' ? 'heart.addFailed' : 'heart.removeFailed', { name: product.name })}</Failure>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Heart = styled(IconButton)`
  color: ${({ theme }) => theme.colors.primary};

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Failure = styled.p`
  max-width: 24ch;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  text-align: right;
`;
