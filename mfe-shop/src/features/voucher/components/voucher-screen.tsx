import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSession } from '@salon/platform';
import type { ShopVoucher } from '@salon/contracts/shop-api';
import { shopVoucherPageHead } from '@salon/seo/site/shop/shop-pages';
import { Button, Price, useSeoPageContext } from '@salon/ui';
import { useGetVoucherQuery } from '../../../api/get-voucher.ts';
import { useShopRequestContext } from '../../../api/shop-request.ts';
import { Description } from '../../../components/description.tsx';
import { ItemGallery } from '../../../components/item-gallery.tsx';
import { BigPrice, FactList, ItemColumns, ItemFacts, ItemSection } from '../../../components/item-layout.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { ShopPage } from '../../../components/shop-page.tsx';
import { VoucherFacts } from '../../../components/voucher-facts.tsx';
import { useSignInPrompt } from '../../../hooks/use-sign-in-prompt.ts';
import { priceOf } from '../../../lib/money.ts';
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
 * checkout. Its head (a Product with an online offer, its picture) is @salon/seo's,
 * which the gateway serves the page with (decision 0034).
 */
function VoucherView({ voucher }: { voucher: ShopVoucher }) {
  const { t } = useTranslation('shop');
  const { authenticated } = useSession();
  const askToSignIn = useSignInPrompt();
  const descriptionId = useId();
  const seo = useSeoPageContext();
  const head = useMemo(() => shopVoucherPageHead(voucher, seo), [voucher, seo]);
  return (
    <ShopPage title={voucher.name} head={head} canonical={voucherPath(voucher.id)}>
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
