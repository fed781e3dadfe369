import type { ShopTexture } from '../../src/db/seed/shop-products.ts';
import type { ShopVoucherSeed } from '../../src/db/seed/shop-vouchers.ts';
import { circle, darken, ellipse, group, lighten, line, n, path, rect, roundRect, type Drawing } from '../salon-photos/svg.ts';
import { text } from './label.ts';
import { FLOOR, SIZE } from './studio.ts';

/*
 * What the shop's pictures show besides a pack: a swatch of the product's texture on the
 * table (a product's second picture) and the vouchers' gift cards.
 */

/** A swatch of the texture standing on the table at `cx`: a dollop of cream, oil drops, foam or gel. */
export function swatch(d: Drawing, texture: ShopTexture, cx: number, colour: string, tint: string): string {
  const shadow = ellipse(cx + 10, FLOOR + 2, 120, 16, darken(tint, 0.5), `opacity="0.25" filter="${d.blur(10)}"`);
  switch (texture) {
    case 'cream': {
      const cream = lighten(colour, 0.78);
      const tiers = [
        [0, 120, 34],
        [-44, 92, 30],
        [-84, 62, 26],
        [-116, 34, 20],
      ] as const;
      const body = tiers.map(([dy, rx, ry]) => ellipse(cx, FLOOR - 30 + dy, rx, ry, d.radial([[0, '#ffffff'], [0.6, cream], [1, darken(cream, 0.12)]], 0.38, 0.3, 0.75)));
      const tip = path(`M${n(cx - 14)} ${n(FLOOR - 150)} Q${n(cx + 4)} ${n(FLOOR - 196)} ${n(cx + 26)} ${n(FLOOR - 176)} Q${n(cx + 8)} ${n(FLOOR - 164)} ${n(cx + 14)} ${n(FLOOR - 146)} Z`, darken(cream, 0.04));
      return shadow + body.join('') + tip;
    }
    case 'oil': {
      const oil = colour;
      const drop = (x: number, y: number, size: number) =>
        path(
          `M${n(x)} ${n(y - size * 1.6)} C${n(x + size * 0.3)} ${n(y - size * 0.9)} ${n(x + size)} ${n(y - size * 0.3)} ${n(x + size)} ${n(y + size * 0.2)} A${n(size)} ${n(size)} 0 0 1 ${n(x - size)} ${n(y + size * 0.2)} C${n(x - size)} ${n(y - size * 0.3)} ${n(x - size * 0.3)} ${n(y - size * 0.9)} ${n(x)} ${n(y - size * 1.6)} Z`,
          d.radial([[0, lighten(oil, 0.55)], [0.5, oil], [1, darken(oil, 0.35)]], 0.35, 0.55, 0.7),
        ) + ellipse(x - size * 0.35, y - size * 0.1, size * 0.18, size * 0.3, '#ffffff', 'opacity="0.8"');
      return [
        ellipse(cx, FLOOR - 4, 130, 22, d.radial([[0, lighten(oil, 0.4)], [0.7, oil, 0.9], [1, darken(oil, 0.2), 0.7]])),
        ellipse(cx - 40, FLOOR - 9, 40, 6, '#ffffff', 'opacity="0.55"'),
        drop(cx - 20, FLOOR - 120, 30),
        drop(cx + 60, FLOOR - 210, 20),
        drop(cx - 70, FLOOR - 270, 14),
      ].join('');
    }
    case 'foam': {
      const bubbles: string[] = [];
      const rows = [
        [FLOOR - 40, 7, 34],
        [FLOOR - 96, 6, 32],
        [FLOOR - 148, 4, 30],
        [FLOOR - 192, 2, 26],
      ] as const;
      for (const [y, count, r] of rows) {
        for (let i = 0; i < count; i += 1) {
          const x = cx + (i - (count - 1) / 2) * r * 1.35;
          bubbles.push(circle(x, y + ((i * 7) % 11), r, d.radial([[0, '#ffffff'], [0.75, '#f6f6f8'], [1, lighten(tint, 0.2)]], 0.4, 0.35, 0.7)));
        }
      }
      return shadow + bubbles.join('');
    }
    case 'gel': {
      const gel = lighten(colour, 0.35);
      return [
        shadow,
        path(
          `M${n(cx - 120)} ${n(FLOOR - 4)} C${n(cx - 130)} ${n(FLOOR - 70)} ${n(cx - 60)} ${n(FLOOR - 120)} ${n(cx)} ${n(FLOOR - 110)} C${n(cx + 70)} ${n(FLOOR - 100)} ${n(cx + 130)} ${n(FLOOR - 60)} ${n(cx + 118)} ${n(FLOOR - 4)} Z`,
          d.radial([[0, lighten(gel, 0.5), 0.9], [0.6, gel, 0.85], [1, darken(gel, 0.25), 0.9]], 0.4, 0.4, 0.8),
        ),
        ellipse(cx - 40, FLOOR - 80, 30, 10, '#ffffff', 'opacity="0.7"'),
      ].join('');
    }
  }
}

/** A gift card's colours. */
interface CardLook {
  paper: string;
  ink: string;
  foil: string;
  backdrop: string;
}

export const CARD_LOOKS: readonly CardLook[] = [
  { paper: '#6B2D5C', ink: '#fbf3ea', foil: '#d9b77a', backdrop: '#efe4ea' },
  { paper: '#f4ede4', ink: '#2A1F26', foil: '#a8783c', backdrop: '#e8ddd2' },
  { paper: '#1f4e4f', ink: '#f3efe6', foil: '#d6b46e', backdrop: '#dde9e6' },
  { paper: '#1f2a44', ink: '#f1ede4', foil: '#d9b77a', backdrop: '#dfe3ec' },
  { paper: '#1c1a1c', ink: '#f4efe6', foil: '#cfa862', backdrop: '#e4e0dc' },
  { paper: '#ecd3d0', ink: '#4b2440', foil: '#a8783c', backdrop: '#f3e6e4' },
];

/** The line-art pictogram of a voucher's service, `size` wide, centred on (cx, cy). */
function icon(kind: ShopVoucherSeed['card']['icon'], cx: number, cy: number, size: number, colour: string): string {
  const s = size / 100;
  const stroke = `fill="none" stroke="${colour}" stroke-width="${n(4 / s)}" stroke-linecap="round" stroke-linejoin="round"`;
  const shapes: Record<typeof kind, string> = {
    scissors: [
      `<circle cx="-22" cy="30" r="13" ${stroke}/>`,
      `<circle cx="22" cy="30" r="13" ${stroke}/>`,
      `<path d="M-13 20 L20 -45 M13 20 L-20 -45" ${stroke}/>`,
      `<circle cx="0" cy="2" r="2.5" fill="${colour}"/>`,
    ].join(''),
    dryer: [
      `<circle cx="-12" cy="-14" r="26" ${stroke}/>`,
      `<circle cx="-12" cy="-14" r="9" ${stroke}/>`,
      `<path d="M14 -26 L44 -30 L44 2 L14 -2" ${stroke}/>`,
      `<path d="M-16 12 L-8 46 L6 46 L2 10" ${stroke}/>`,
    ].join(''),
    brush: [
      `<path d="M-40 20 Q-40 44 -10 44 Q20 44 20 20 Z" ${stroke}/>`,
      `<path d="M-44 20 L24 20" ${stroke}/>`,
      `<path d="M4 10 L38 -40 M-6 4 L30 -46" ${stroke}/>`,
      `<path d="M-6 4 Q-10 16 0 14 Q6 12 4 10" ${stroke}/>`,
    ].join(''),
    clipper: [
      `<rect x="-18" y="-34" width="36" height="78" rx="14" ${stroke}/>`,
      `<path d="M-20 -34 L-20 -46 L20 -46 L20 -34" ${stroke}/>`,
      `<path d="M-14 -46 L-14 -52 M-5 -46 L-5 -52 M5 -46 L5 -52 M14 -46 L14 -52" ${stroke}/>`,
      `<path d="M-6 0 L6 0" ${stroke}/>`,
    ].join(''),
    polish: [
      `<rect x="-10" y="-48" width="20" height="30" rx="4" ${stroke}/>`,
      `<path d="M-24 -18 L24 -18 L28 40 Q28 46 22 46 L-22 46 Q-28 46 -28 40 Z" ${stroke}/>`,
      `<path d="M-16 6 L16 6" ${stroke}/>`,
    ].join(''),
  };
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})">${shapes[kind]}</g>`;
}

/**
 * A voucher's gift card lying on its envelope, turned a little: foil border, the number
 * of visits large, the service, and a pictogram.
 */
export function giftCard(d: Drawing, voucher: ShopVoucherSeed, look: CardLook): string {
  const [w, h] = [700, 440];
  const [cx, cy] = [SIZE / 2, SIZE / 2 + 10];
  const x = cx - w / 2;
  const y = cy - h / 2;
  const envelope = darken(look.backdrop, 0.04);
  const pass = voucher.entries > 1;
  const card = [
    roundRect(x, y, w, h, 24, d.linear([[0, lighten(look.paper, 0.12)], [0.55, look.paper], [1, darken(look.paper, 0.12)]], 0, 0, 1, 1)),
    // A sheen across the card, as light falls on coated paper.
    roundRect(x, y, w, h, 24, d.linear([[0, '#ffffff', 0], [0.45, '#ffffff', 0.14], [0.55, '#ffffff', 0], [1, '#ffffff', 0]], 0, 0, 1, 1)),
    roundRect(x + 22, y + 22, w - 44, h - 44, 14, 'none', `stroke="${look.foil}" stroke-width="2.5"`),
    roundRect(x + 30, y + 30, w - 60, h - 60, 10, 'none', `stroke="${look.foil}" stroke-width="1" opacity="0.7"`),
    text(x + 64, y + 92, pass ? 'KARNET' : 'VOUCHER', { size: 26, family: 'DejaVu Sans', fill: look.foil, anchor: 'start', spacing: 9 }),
    line(x + 64, y + 112, x + 240, y + 112, look.foil, 2),
    text(x + 60, y + 262, voucher.card.count, { size: 150, family: 'DejaVu Serif', fill: look.ink, anchor: 'start' }),
    text(x + 66, y + 340, voucher.card.title, { size: voucher.card.title.length > 20 ? 34 : 40, family: 'DejaVu Serif', fill: look.ink, anchor: 'start', style: 'italic' }),
    icon(voucher.card.icon, x + w - 150, y + 190, 150, look.foil),
    ...[0, 1, 2].map((i) => circle(x + w - 190 + i * 40, y + h - 76, 4, look.foil, 'opacity="0.8"')),
  ].join('');
  return [
    // The envelope behind, turned the other way.
    group(
      [
        rect(x - 20, y + 30, w + 40, h + 10, darken(envelope, 0.5), `opacity="0.25" filter="${d.blur(20)}"`),
        rect(x - 30, y + 10, w + 60, h + 20, d.linear([[0, lighten(envelope, 0.4)], [1, envelope]])),
        path(`M${n(x - 30)} ${n(y + 10)} L${n(cx)} ${n(y + 230)} L${n(x + w + 30)} ${n(y + 10)}`, 'none', `stroke="${darken(envelope, 0.12)}" stroke-width="2"`),
      ].join(''),
      `transform="rotate(6 ${cx} ${cy}) translate(40 70)"`,
    ),
    group(
      [roundRect(x + 16, y + 30, w, h, 24, darken(look.backdrop, 0.6), `opacity="0.35" filter="${d.blur(18)}"`), card].join(''),
      `transform="rotate(-5 ${cx} ${cy}) translate(-10 -40)"`,
    ),
  ].join('');
}
