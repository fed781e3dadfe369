import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useRuntimeConfig, useSession } from '@salon/platform';
import type { ShopVoucher } from '@salon/contracts/shop-api';
import { Button, Price } from '@salon/ui';
import { useGetVoucherQuery } from '../../../api/get-voucher.ts';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { Description } from '../../../components/description.tsx';
import { ItemGallery } from '../../../components/item-gallery.tsx';
import { BigPrice, FactList, ItemColumns, ItemFacts, ItemSection } from '../../../components/item-layout.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { VoucherFacts } from '../../../components/voucher-facts.tsx';
import { useSignInPrompt } from '../../../hooks/use-sign-in-prompt.ts';
import { metaDescription } from '../../../lib/meta-description.ts';
import { priceOf } from '../../../lib/money.ts';
import { previewImage, productStructuredData } from '../../../lib/product-structured-data.ts';
import { checkoutPath, voucherPath } from '../../../lib/shop-paths.ts';

/** `/sklep/voucher/:voucherId`: a service voucher for sale; a 404 says it is not in the shop, with the way back. */
export function VoucherScreen({ voucherId }: { voucherId: string }) {
  const { language } = useShopRequestContext();
  const voucher = useGetVoucherQuery({ voucherId, language });
  return (
    <Loaded query={voucher} kind="voucher">
      {(loaded) => <VoucherView voucher={loaded} />}
    </Loaded>
  );
}

/**
 * The voucher: picture, services, entries, validity, price, description and "Buy",
 * which goes to the checkout; a guest is asked to sign in first and comes back to the
 * checkout. Product structured data with an online offer.
 */
function VoucherView({ voucher }: { voucher: ShopVoucher }) {
  const { t } = useTranslation('shop');
  const { brand } = useRuntimeConfig();
  const { authenticated } = useSession();
  const askToSignIn = useSignInPrompt();
  const descriptionId = useId();
  const path = voucherPath(voucher.id);
  const structuredData = productStructuredData({
    id: voucher.id,
    name: voucher.name,
    description: voucher.description,
    images: voucher.images,
    price: voucher.price,
    brand,
    availability: 'OnlineOnly',
    path,
    origin: window.location.origin,
  });
  return (
    <ShopPage
      title={voucher.name}
      metaTitle={t('voucher.metaTitle', { name: voucher.name })}
      description={metaDescription(voucher.description)}
      canonical={path}
      structuredData={structuredData}
      image={previewImage(voucher.images)}
    >
      <ItemColumns>
        <ItemGallery images={voucher.images} name={voucher.name} />
        <ItemFacts>
          <FactList>
            <VoucherFacts voucher={voucher} />
          </FactList>
          <BigPrice>
            <Price price={priceOf(voucher.price)} />
          </BigPrice>
          {authenticated ? (
            <Button as={Link} to={checkoutPath(voucher.id)} size="lg">
              {t('voucher.buy')}
            </Button>
          ) : (
            <Button size="lg" onClick={() => askToSignIn(checkoutPath(voucher.id))}>
              {t('voucher.buy')}
            </Button>
          )}
          {!authenticated && <Note>{t('voucher.signInNote')}</Note>}
        </ItemFacts>
        <ItemSection aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{t('voucher.description')}</h2>
          <Description text={voucher.description} />
        </ItemSection>
      </ItemColumns>
    </ShopPage>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;
