import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@salon/contracts/shop-api';
import { shopProductPageHead } from '@salon/seo/site/shop/shop-pages';
import { Alert, Price, useSeoPageContext } from '@salon/ui';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { Description } from '../../../components/description.tsx';
import { FavouriteHeart } from '../../../components/favourite-heart.tsx';
import { ItemGallery } from '../../../components/item-gallery.tsx';
import { BigPrice, FactList, ItemColumns, ItemFacts, ItemSection } from '../../../components/item-layout.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { priceOf } from '../../../lib/money.ts';
import { productPath } from '../../../lib/shop-paths.ts';
import { useGetProductQuery } from '../api/get-product.ts';

/** `/sklep/produkt/:productId`: a product; a 404 says it is not in the shop, with the way back. */
export function ProductScreen({ productId }: { productId: string }) {
  const context = useShopRequestContext();
  const product = useGetProductQuery({ productId, ...context });
  return (
    <Loaded query={product} kind="product">
      {(loaded) => <ProductView product={loaded} />}
    </Loaded>
  );
}

/**
 * The product: pictures, brand and line, name, category, type, volume, price, the heart,
 * the description, and a note that products are bought in the salons (only vouchers are
 * sold online, decision 0023). Its head (a Product with an in-store offer, its picture)
 * is @salon/seo's, which the gateway serves the page with (decision 0034).
 */
function ProductView({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const descriptionId = useId();
  const seo = useSeoPageContext();
  const head = useMemo(() => shopProductPageHead(product, seo), [product, seo]);
  return (
    <ShopPage title={product.name} head={head} canonical={productPath(product.id)}>
      <ItemColumns>
        <ItemGallery images={product.images} name={product.name} />
        <ItemFacts>
          <FactList>
            <dt>{t('product.brand')}</dt>
            <dd>{product.brand.name}</dd>
            {product.line && (
              <>
                <dt>{t('product.line')}</dt>
                <dd>{product.line}</dd>
              </>
            )}
            <dt>{t('product.category')}</dt>
            <dd>{product.category.name}</dd>
            <dt>{t('product.type')}</dt>
            <dd>{product.type.name}</dd>
            {product.volumeMl !== null && (
              <>
                <dt>{t('product.volume')}</dt>
                <dd>{t('volume', { volume: product.volumeMl })}</dd>
              </>
            )}
          </FactList>
          <BigPrice>
            <Price price={priceOf(product.price)} />
          </BigPrice>
          <FavouriteHeart product={product} />
          <Alert tone="info" title={t('product.inSalons.title')}>
            <p>{t('product.inSalons.text')}</p>
          </Alert>
        </ItemFacts>
        <ItemSection aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{t('product.description')}</h2>
          <Description text={product.description} />
        </ItemSection>
      </ItemColumns>
    </ShopPage>
  );
}
