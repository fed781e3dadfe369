/**
 * Draws the shop's pictures and writes them as master images to api/assets/shop-photos
 * (with photos.json): a square packshot of every product of the seed's catalogue (the
 * pack its volume sizes, in its brand's colours, with the brand, line, name and volume on
 * the label, on a studio backdrop with its shadow), a second picture with a swatch of the
 * texture for the bestsellers, and a gift card for every voucher. They are drawings, not
 * photographs (this machine has no photographs of the packs): SVG rendered with sharp.
 * The same script always draws the same pictures, so the ids stay put.
 *
 *   npx tsx api/scripts/draw-shop-photos.ts                 # (re)write the masters
 *   npx tsx api/scripts/draw-shop-photos.ts --preview /tmp/p # also PNGs to look at
 *
 * A product or voucher added to src/db/seed/shop-products.ts or shop-vouchers.ts needs its
 * picture: add its colours to shop-photos/looks.ts and run this again.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHOP_BRANDS, SHOP_PRODUCTS, type ShopProductSeed } from '../src/db/seed/shop-products.ts';
import { SHOP_VOUCHERS } from '../src/db/seed/shop-vouchers.ts';
import { SHOP_PHOTOS_DIR, type ShopPhoto, type ShopPhotoKind } from '../src/plugins/app/shop-catalogue/shop-photos.ts';
import { previewFolder, writeManifest, writeMaster } from './photo-masters.ts';
import { Drawing, group } from './salon-photos/svg.ts';
import { CARD_LOOKS, giftCard, swatch } from './shop-photos/extras.ts';
import { lookOf } from './shop-photos/looks.ts';
import { drawPack } from './shop-photos/packs.ts';
import { backdrop, CENTRE, FLOOR, SIZE } from './shop-photos/studio.ts';

/** Flat drawings compress well: a lower quality than the salon masters keeps the folder small. */
const QUALITY = 78;

interface Picture {
  name: string;
  kind: ShopPhotoKind;
  caption: string;
  svg: () => string;
}

const brandName = (id: string) => SHOP_BRANDS.find((brand) => brand.id === id)?.name ?? id;

function labelOf(product: ShopProductSeed) {
  return { brand: brandName(product.brand), line: product.line, name: product.name, volume: product.volumeMl ? `${product.volumeMl} ml` : null };
}

function packshot(product: ShopProductSeed): string {
  const d = new Drawing(SIZE, SIZE);
  const look = lookOf(product.key, product.brand);
  d.add(backdrop(d, look.tint), drawPack(d, product.pack, look, labelOf(product), product.volumeMl));
  return d.toString();
}

/** The pack a little smaller and to the left, its texture on the table beside it. */
function withTexture(product: ShopProductSeed): string {
  const d = new Drawing(SIZE, SIZE);
  const look = lookOf(product.key, product.brand);
  const scale = 0.8;
  const shift = 350 - CENTRE * scale;
  const pack = drawPack(d, product.pack, look, labelOf(product), product.volumeMl);
  d.add(
    backdrop(d, look.tint),
    group(pack, `transform="translate(${shift} ${FLOOR * (1 - scale)}) scale(${scale})"`),
    swatch(d, product.texture!, 740, look.liquid ?? look.body, look.tint),
  );
  return d.toString();
}

const PICTURES: readonly Picture[] = [
  ...SHOP_PRODUCTS.flatMap((product): Picture[] => {
    const what = `${brandName(product.brand)} ${product.name}${product.volumeMl ? ` ${product.volumeMl} ml` : ''}`;
    return [
      { name: `product-${product.key}`, kind: 'product', caption: `${what}: ${product.pack}`, svg: () => packshot(product) },
      ...(product.texture
        ? [{ name: `product-${product.key}-texture`, kind: 'product' as const, caption: `${what} with a swatch of its ${product.texture}`, svg: () => withTexture(product) }]
        : []),
    ];
  }),
  ...SHOP_VOUCHERS.map((voucher, i): Picture => ({
    name: `voucher-${voucher.key}`,
    kind: 'voucher',
    caption: `Gift card: ${voucher.name.en}`,
    svg: () => {
      const look = CARD_LOOKS[i % CARD_LOOKS.length]!;
      const d = new Drawing(SIZE, SIZE);
      d.add(backdrop(d, look.backdrop), giftCard(d, voucher, look));
      return d.toString();
    },
  })),
];

async function main(): Promise<void> {
  const previewDir = previewFolder();
  mkdirSync(SHOP_PHOTOS_DIR, { recursive: true });
  const photos: ShopPhoto[] = [];
  let bytes = 0;
  for (const picture of PICTURES) {
    const svg = Buffer.from(picture.svg());
    const master = await writeMaster({ name: picture.name, source: svg, maxWidth: SIZE, maxHeight: SIZE, quality: QUALITY }, SHOP_PHOTOS_DIR);
    photos.push({ id: master.id, kind: picture.kind, width: master.width, height: master.height, caption: picture.caption });
    if (previewDir) await sharp(svg).png().toFile(path.join(previewDir, `${picture.name}.png`));
    const size = statSync(path.join(SHOP_PHOTOS_DIR, `${master.id}.webp`)).size;
    bytes += size;
    console.log(`${master.id}  ${(size / 1024).toFixed(0).padStart(3)} KB  ${picture.caption}`);
  }
  writeManifest(photos, 'Packshots and gift cards drawn by api/scripts/draw-shop-photos.ts.', SHOP_PHOTOS_DIR);
  console.log(`${photos.length} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
