import type { Typeface } from './label.ts';
import type { Look } from './packs.ts';

/*
 * How each product's pack looks: the brand's typeface and the line's colours, close to
 * what stands on the salons' shelves.
 */

const sans = (brandWeight: Typeface['brandWeight'] = 'bold', nameWeight: Typeface['nameWeight'] = 'normal'): Typeface => ({ family: 'DejaVu Sans', brandCaps: true, brandWeight, nameWeight });
const FACES: Record<string, Typeface> = {
  'loreal-professionnel': sans(),
  kerastase: { family: 'DejaVu Serif', brandCaps: true, brandWeight: 'normal', nameWeight: 'normal' },
  'wella-professionals': sans(),
  redken: { family: 'DejaVu Sans Condensed', brandCaps: true, brandWeight: 'bold', nameWeight: 'bold' },
  olaplex: sans('bold', 'normal'),
  davines: { family: 'DejaVu Serif', brandCaps: false, brandWeight: 'normal', nameWeight: 'normal' },
  moroccanoil: { family: 'DejaVu Serif', brandCaps: true, brandWeight: 'normal', nameWeight: 'normal' },
  'schwarzkopf-professional': sans(),
};

type Colours = Omit<Look, 'face'>;
const c = (tint: string, body: string, cap: string, ink: string, accent: string, label: string | null = null, liquid?: string): Colours => ({
  tint,
  body,
  cap,
  ink,
  accent,
  label,
  ...(liquid ? { liquid } : {}),
});

const COLOURS: Record<string, Colours> = {
  'loreal-absolut-repair-shampoo': c('#e6d6b8', '#c9a35e', '#2a2724', '#2a2118', '#6b4a1c'),
  'loreal-absolut-repair-mask': c('#e6d6b8', '#c9a35e', '#b48a44', '#2a2118', '#6b4a1c'),
  'loreal-metal-detox-shampoo': c('#d6d2cd', '#34373c', '#1b1c1e', '#eee8dc', '#cf8f5c'),
  'loreal-absolut-repair-serum': c('#e8dcc4', '#e8d0a0', '#1f1f1f', '#2a2118', '#8a6422', '#f5ecda', '#c48f3c'),
  'loreal-tecni-art-infinium-extreme': c('#e2dae2', '#1c1c20', '#d6d6da', '#ffffff', '#e0479b'),
  'kerastase-elixir-ultime-huile-originale': c('#ecdec4', '#ecc886', '#c59a4a', '#3b2a12', '#9a6f22', '#f6eddb', '#d39b36'),
  'kerastase-nutritive-bain-satin': c('#dfe1ee', '#dde2f2', '#aab2d8', '#2f3470', '#5b5fb0'),
  'kerastase-resistance-masque-force-architecte': c('#d9e0ec', '#1f3c7a', '#24438a', '#ffffff', '#a8c0ee'),
  'kerastase-blond-absolu-bain-ultra-violet': c('#e3dcec', '#6c4b94', '#f2eef6', '#ffffff', '#e2d6f2'),
  'kerastase-discipline-fluidissime': c('#f0dde4', '#dd6690', '#f3eef0', '#ffffff', '#ffe3ec'),
  'wella-fusion-shampoo': c('#ecd8d8', '#b3172a', '#1d1d1d', '#ffffff', '#f5c3c9'),
  'wella-oil-reflections-smoothening-oil': c('#eee0c8', '#f0cc92', '#2b2b2b', '#2b2118', '#b7812a', '#fbf5ea', '#e0a040'),
  'wella-color-fresh-mask-pearl-blonde': c('#e8e2d8', '#f1ede6', '#d5cbbd', '#4a4038', '#9d8f78'),
  'wella-eimi-stay-styled': c('#dfe0e3', '#f3f3f3', '#1b1b1b', '#1b1b1b', '#8a8a8a'),
  'wella-eimi-extra-volume': c('#dce3ec', '#f3f3f3', '#1b1b1b', '#1b1b1b', '#3c7fc0'),
  'redken-acidic-bonding-concentrate-shampoo': c('#e4ddef', '#f1ecf8', '#7b5ea7', '#3f2c66', '#7b5ea7'),
  'redken-acidic-bonding-concentrate-conditioner': c('#e4ddef', '#f1ecf8', '#9b83c4', '#3f2c66', '#7b5ea7'),
  'redken-color-extend-blondage-shampoo': c('#e2dcef', '#7a54b3', '#ffffff', '#ffffff', '#e6d9f7'),
  'redken-one-united': c('#eee2e2', '#f4f4f4', '#c8102e', '#1f1f1f', '#c8102e'),
  'redken-frizz-dismiss-rebel-tame': c('#d9e9e7', '#f7f6f2', '#2aa39a', '#17433f', '#2aa39a'),
  'olaplex-no-3-hair-perfector': c('#ebe1d3', '#b9844a', '#1f2226', '#ffffff', '#f1dcc0'),
  'olaplex-no-4-bond-maintenance-shampoo': c('#dfe2e8', '#2b3240', '#e9e9e9', '#ffffff', '#7fc4cf'),
  'olaplex-no-5-bond-maintenance-conditioner': c('#dfe2e8', '#d8dbe0', '#2b3240', '#2b3240', '#3a8f9c'),
  'olaplex-no-7-bonding-oil': c('#e8e0d2', '#e6cfa3', '#1d1d1d', '#1d1d1d', '#3a8f9c', '#ffffff', '#c7923f'),
  'olaplex-no-8-moisture-mask': c('#dfe3ea', '#e9ecf1', '#2b3240', '#2b3240', '#3a8f9c'),
  'davines-oi-shampoo': c('#eee3d5', '#f4eee3', '#c96d3b', '#5a3320', '#c96d3b'),
  'davines-oi-oil': c('#eee3d5', '#f0cda6', '#c96d3b', '#5a3320', '#c96d3b', '#f8f2e8', '#d0793a'),
  'davines-momo-hair-potion': c('#f0ead2', '#fbfaf4', '#e3bf3c', '#4a4030', '#c99b12'),
  'davines-volume-boosting-mousse': c('#e9e5dc', '#f6f3ec', '#2f2f2f', '#2f2f2f', '#8a7a5a'),
  'moroccanoil-treatment': c('#d8eae8', '#e2b784', '#1d1d1d', '#ffffff', '#f39a3a', '#2aa0a4', '#b8742b'),
  'moroccanoil-hydrating-shampoo': c('#d8eae8', '#f2f4f3', '#2aa0a4', '#1b6e72', '#f08a24'),
  'moroccanoil-intense-hydrating-mask': c('#d8eae8', '#f2f4f3', '#2aa0a4', '#1b6e72', '#f08a24'),
  'moroccanoil-ceramic-round-brush-45': c('#d8eae8', '#f1eee9', '#2aa0a4', '#ffffff', '#4a4a4a'),
  'moroccanoil-boar-bristle-paddle-brush': c('#d8eae8', '#2aa0a4', '#2c2c2c', '#ffffff', '#c9a57a'),
  'schwarzkopf-bc-repair-rescue-shampoo': c('#d8e7ea', '#1f7f95', '#f4f4f4', '#ffffff', '#c2e8f0'),
  'schwarzkopf-bc-repair-rescue-treatment': c('#d8e7ea', '#1f7f95', '#f4f4f4', '#ffffff', '#c2e8f0'),
  'schwarzkopf-osis-session': c('#e0dfe0', '#161616', '#2a2a2a', '#ffffff', '#b0b0b0'),
  'schwarzkopf-osis-grip': c('#e7e0d9', '#1d1d1d', '#2a2a2a', '#ffffff', '#f28c28'),
};

/** The look of a product's pack; throws for a product without one, so no pack is drawn in made-up colours. */
export function lookOf(productKey: string, brand: string): Look {
  const colours = COLOURS[productKey];
  const face = FACES[brand];
  if (!colours || !face) throw new Error(`draw-shop-photos: no look for ${productKey} (${brand}); add it to scripts/shop-photos/looks.ts`);
  return { ...colours, face };
}
