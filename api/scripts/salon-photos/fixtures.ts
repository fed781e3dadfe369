import type { Random } from '../../src/db/seed/random.ts';
import { bulb, flowers, products } from './decor.ts';
import type { Palette } from './palettes.ts';
import { circle, darken, type Drawing, ellipse, lighten, line, n, path, polygon, rect, roundRect } from './svg.ts';

/*
 * The salon's furniture, each drawn in centimetres standing on its bottom centre (0, 0),
 * y growing downwards: styling and barber chairs seen from behind (as they face the
 * mirrors), wash units, the reception desk, a sofa, counters and a manicure table.
 */

/** Brushed metal across a part's width. */
const chrome = (d: Drawing, metal: string) =>
  d.linear([[0, darken(metal, 0.35)], [0.42, lighten(metal, 0.55)], [0.6, lighten(metal, 0.2)], [1, darken(metal, 0.3)]], 0, 0, 1, 0);

/** Upholstery lit from the upper left. */
const cushion = (d: Drawing, colour: string) =>
  d.linear([[0, lighten(colour, 0.1)], [0.35, lighten(colour, 0.16)], [1, darken(colour, 0.22)]], 0, 0, 1, 0.4);

/** A soft contact shadow on the floor. */
export const floorShadow = (d: Drawing, width: number, depth: number, opacity = 0.3) =>
  ellipse(0, 0, width, depth, '#000000', `opacity="${n(opacity)}" filter="${d.blur(Math.max(2, depth * 0.5))}"`);

export type ChairBack = 'round' | 'square' | 'tufted' | 'shell';

/** A hydraulic styling chair seen from behind. */
export function stylingChair(d: Drawing, p: Palette, back: ChairBack): string {
  const up = p.upholstery;
  const metal = chrome(d, p.metal);
  const parts = [
    floorShadow(d, 44, 7),
    ellipse(0, -2, 30, 5.5, darken(p.metal, 0.35)),
    ellipse(0, -3.5, 30, 5, metal),
    rect(-4, -40, 8, 37, metal),
    roundRect(5, -13, 15, 3, 1.5, darken(p.metal, 0.2)),
    roundRect(-31, -57, 62, 17, 6, darken(up, 0.2)),
    roundRect(-37, -76, 11, 28, 4, darken(up, 0.28)),
    roundRect(26, -76, 11, 28, 4, darken(up, 0.3)),
    roundRect(-38, -78, 13, 5, 2.5, p.wood),
    roundRect(25, -78, 13, 5, 2.5, p.wood),
  ];
  const fill = cushion(d, up);
  switch (back) {
    case 'round':
      parts.push(roundRect(-25, -118, 50, 66, 22, fill), roundRect(-21, -114, 42, 58, 19, 'none', `stroke="${lighten(up, 0.3)}" stroke-width="0.6" opacity="0.5"`));
      break;
    case 'shell':
      parts.push(path('M -27 -54 L -29 -100 C -29 -128 29 -128 29 -100 L 27 -54 Z', fill));
      for (let x = -18; x <= 18; x += 9) parts.push(line(x, -58, x * 1.05, -112 + Math.abs(x) * 0.5, darken(up, 0.2), 0.7, 'opacity="0.7"'));
      break;
    case 'square':
      parts.push(roundRect(-26, -112, 52, 60, 6, fill), rect(-26, -70, 52, 1.2, darken(up, 0.25), 'opacity="0.6"'));
      break;
    case 'tufted':
      parts.push(roundRect(-26, -114, 52, 62, 7, fill));
      for (let row = 0; row < 3; row += 1) {
        for (let col = 0; col < 3 + (row % 2); col += 1) {
          const x = -15 + col * 15 - (row % 2) * 7.5;
          parts.push(circle(x, -102 + row * 17, 1.3, darken(up, 0.4)));
        }
      }
      break;
  }
  parts.push(rect(-2, -130, 4, 14, metal), roundRect(-15, -140, 30, 12, 6, darken(up, 0.12)));
  return parts.join('');
}

/** A heavy barber's chair seen from behind: chrome pedestal, leather, piping, buttons. */
export function barberChair(d: Drawing, p: Palette): string {
  const up = p.upholstery;
  const metal = chrome(d, p.metal);
  const parts = [
    floorShadow(d, 50, 8, 0.4),
    roundRect(-34, -7, 68, 7, 3, metal),
    polygon([[-15, -7], [15, -7], [9, -36], [-9, -36]], metal),
    roundRect(-36, -62, 72, 22, 7, darken(up, 0.25)),
    rect(-44, -86, 5, 26, metal),
    rect(39, -86, 5, 26, metal),
    roundRect(-46, -90, 14, 8, 3, darken(up, 0.15)),
    roundRect(32, -90, 14, 8, 3, darken(up, 0.2)),
    roundRect(-30, -126, 60, 70, 9, cushion(d, up)),
    roundRect(-27, -123, 54, 64, 7, 'none', `stroke="${lighten(up, 0.25)}" stroke-width="0.9" opacity="0.6"`),
  ];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) parts.push(circle(-18 + col * 12, -110 + row * 18, 1.3, darken(up, 0.45)));
  }
  parts.push(rect(-2.5, -140, 5, 16, metal), roundRect(-17, -152, 34, 14, 6, cushion(d, up)));
  return parts.join('');
}

/**
 * A wash unit seen from the front: the basin on its cabinet and, in front of it, the
 * reclining chair the customer sits in.
 */
export function washUnit(d: Drawing, p: Palette, basin: string): string {
  const up = p.upholstery;
  const metal = chrome(d, p.metal);
  const bowl = d.radial([[0, darken(basin, 0.5)], [0.7, darken(basin, 0.2)], [1, basin]], 0.5, 0.3, 0.7);
  return [
    floorShadow(d, 50, 8),
    roundRect(-27, -92, 54, 92, 3, darken(p.wood, 0.12)),
    rect(-27, -92, 54, 3, darken(p.wood, 0.3)),
    // The tap and hand shower behind the bowl.
    path('M 10 -104 Q 10 -116 0 -116 Q -6 -116 -6 -108', 'none', `stroke="${p.metal}" stroke-width="2.2"`),
    rect(9, -106, 3, 10, metal),
    ellipse(0, -98, 28, 9, basin),
    ellipse(0, -99, 23, 6.5, bowl),
    // The chair: reclined back rising towards the bowl, seat, arms, leg rest.
    polygon([[-25, -52], [25, -52], [21, -88], [-21, -88]], cushion(d, up)),
    roundRect(-14, -92, 28, 8, 4, darken(up, 0.15)),
    roundRect(-30, -58, 60, 16, 6, lighten(up, 0.06)),
    roundRect(-38, -68, 11, 30, 4, darken(up, 0.2)),
    roundRect(27, -68, 11, 30, 4, darken(up, 0.24)),
    roundRect(-27, -44, 54, 30, 5, darken(up, 0.12)),
    roundRect(-25, -16, 50, 8, 3, darken(up, 0.3)),
    rect(-20, -8, 4, 8, metal),
    rect(16, -8, 4, 8, metal),
  ].join('');
}

/** The reception desk seen from the front, `width` wide, with a fluted front and things on top. */
export function receptionDesk(d: Drawing, p: Palette, random: Random, width: number): string {
  const w = width / 2;
  const front = random.pick([p.wood, lighten(p.accent2, 0.1), '#f1ece4', p.wallLower]);
  const flute = d.pattern(8, 10, rect(0, 0, 8, 10, front) + rect(0, 0, 2.5, 10, lighten(front, 0.14)) + rect(5.5, 0, 2.5, 10, darken(front, 0.14)));
  const top = random.pick(['#f2efe9', '#2b2b2d', p.wood]);
  const parts = [
    floorShadow(d, w + 20, 10, 0.35),
    roundRect(-w, -100, width, 100, 16, flute),
    rect(-w + 6, -5, width - 12, 5, darken(front, 0.35)),
    roundRect(-w, -100, width, 100, 16, d.linear([[0, '#000000', 0], [0.8, '#000000', 0.05], [1, '#000000', 0.25]])),
    roundRect(-w - 6, -107, width + 12, 7, 3, top),
    rect(-w - 6, -101, width + 12, 1.5, darken(top, 0.2)),
    // A monitor seen from behind, a card stand, flowers and a little lamp.
    roundRect(-w * 0.35 - 20, -142, 40, 28, 2, '#2a2a2c'),
    rect(-w * 0.35 - 3, -115, 6, 8, '#3a3a3c'),
    `<g transform="translate(${n(w * 0.55)} -107)">${flowers(d, p, random, 36)}</g>`,
    `<g transform="translate(${n(w * 0.12)} -107)">${roundRect(-6, -4, 12, 4, 1, darken(p.wood, 0.2))}${rect(-5, -12, 10, 8, '#f7f5f0')}</g>`,
  ];
  return parts.join('');
}

/** A two- or three-seat sofa seen from the front, in `cover` or a colour of the palette. */
export function sofa(d: Drawing, p: Palette, random: Random, width: number, cover?: string): string {
  const w = width / 2;
  const colour = cover ?? random.pick([p.upholstery, p.accent2, lighten(p.accent, 0.2), '#e9e2d6']);
  const seats = width > 150 ? 3 : 2;
  const seatWidth = (width - 28) / seats;
  const parts = [floorShadow(d, w + 8, 8), rect(-w + 8, -12, 4, 12, darken(p.wood, 0.2)), rect(w - 12, -12, 4, 12, darken(p.wood, 0.2))];
  parts.push(roundRect(-w + 10, -80, width - 20, 46, 10, cushion(d, darken(colour, 0.08))));
  for (let i = 0; i < seats; i += 1) {
    const x = -w + 14 + i * seatWidth;
    parts.push(roundRect(x, -44, seatWidth - 2, 30, 7, cushion(d, colour)));
  }
  parts.push(roundRect(-w, -62, 16, 50, 7, cushion(d, darken(colour, 0.12))), roundRect(w - 16, -62, 16, 50, 7, cushion(d, darken(colour, 0.16))));
  const pillow = random.pick([p.accent, p.accent2, '#f5f1ea']);
  parts.push(`<g transform="translate(${n(-w + 30)} -48) rotate(-8)">${roundRect(-12, -22, 24, 22, 6, pillow)}</g>`);
  parts.push(`<g transform="translate(${n(w - 30)} -48) rotate(7)">${roundRect(-11, -20, 22, 20, 6, lighten(pillow, 0.25))}</g>`);
  return parts.join('');
}

/** A counter along the wall under the mirrors, `width` wide, its top 84 cm above the floor, with products on it. */
export function counter(d: Drawing, p: Palette, random: Random, width: number, kind: 'cabinet' | 'floating'): string {
  const w = width / 2;
  const parts: string[] = [];
  if (kind === 'cabinet') {
    const body = p.wood;
    parts.push(floorShadow(d, w, 4, 0.2));
    parts.push(rect(-w, -80, width, 80, d.linear([[0, lighten(body, 0.06)], [1, darken(body, 0.12)]])));
    const doors = Math.max(1, Math.round(width / 45));
    for (let i = 1; i < doors; i += 1) parts.push(rect(-w + (width * i) / doors - 0.4, -78, 0.8, 74, darken(body, 0.3)));
    for (let i = 0; i < doors; i += 1) parts.push(roundRect(-w + (width * (i + 0.5)) / doors - 5, -70, 10, 1.6, 0.8, p.metal));
    parts.push(rect(-w, -4, width, 4, darken(body, 0.35)));
  } else {
    parts.push(rect(-w, -76, width, 4, '#000000', `opacity="0.25" filter="${d.blur(2.5)}"`));
  }
  parts.push(rect(-w - 2, -84, width + 4, 5, lighten(p.wood, 0.12)), rect(-w - 2, -80, width + 4, 1, darken(p.wood, 0.25)));
  parts.push(`<g transform="translate(0 -84)">${products(p, random, width * 0.8, 9)}</g>`);
  return parts.join('');
}

/** A manicure table with its lamp, a hand cushion and polishes, seen from the front. */
export function manicureTable(d: Drawing, p: Palette, random: Random): string {
  const top = random.pick(['#f4f1ec', p.wood, '#2b2b2d']);
  const polishes = [p.accent, '#c8202f', '#e8a0b4', '#7b2d43', '#f0d0c0', p.accent2, '#2f3d63'];
  const parts = [
    floorShadow(d, 70, 8),
    rect(-52, -74, 5, 74, darken(p.wood, 0.2)),
    rect(47, -74, 5, 74, darken(p.wood, 0.2)),
    roundRect(-44, -70, 88, 40, 3, darken(top, 0.08)),
    roundRect(-58, -78, 116, 6, 2, top),
    roundRect(-14, -84, 28, 6, 3, lighten(p.upholstery, 0.3)),
  ];
  for (let i = 0; i < 5; i += 1) {
    const x = 22 + i * 6;
    const colour = random.pick(polishes);
    parts.push(roundRect(x - 2, -86, 4, 8, 1, colour), rect(x - 1, -89, 2, 3, '#202020'));
  }
  // The lamp: a foot, an arm and a lit head.
  parts.push(roundRect(-48, -80, 12, 2.5, 1, p.metal));
  parts.push(path('M -42 -80 L -44 -118 L -22 -128', 'none', `stroke="${p.metal}" stroke-width="1.6"`));
  parts.push(polygon([[-28, -132], [-14, -128], [-16, -121], [-30, -125]], p.metal), bulb(d, -22, -123, 1.4, p.light));
  return parts.join('');
}

/** A round stool with a chrome foot. */
export function stool(d: Drawing, p: Palette): string {
  const metal = chrome(d, p.metal);
  return floorShadow(d, 20, 4) + ellipse(0, -2, 16, 3, metal) + rect(-2.5, -44, 5, 42, metal) + roundRect(-18, -52, 36, 9, 4.5, cushion(d, p.upholstery));
}

/** A coat stand with a coat and a scarf. */
export function coatStand(d: Drawing, p: Palette): string {
  return (
    floorShadow(d, 20, 4) +
    line(0, 0, 0, -175, darken(p.wood, 0.2), 3) +
    line(-14, 0, 0, -20, darken(p.wood, 0.2), 2.4) +
    line(14, 0, 0, -20, darken(p.wood, 0.2), 2.4) +
    path('M -4 -168 C -20 -160 -22 -120 -18 -80 L 6 -80 C 8 -120 6 -150 4 -168 Z', darken(p.accent2, 0.35)) +
    path('M 2 -166 C 12 -150 14 -130 10 -110 L 4 -112 C 6 -130 4 -150 -2 -164 Z', p.accent)
  );
}

/** A stylist's trolley: three trays on castors, brushes and a dryer on top. */
export function trolley(d: Drawing, p: Palette): string {
  const body = p.metal === '#1f1f22' ? '#2b2b2d' : darken(p.metal, 0.1);
  const parts = [floorShadow(d, 22, 4)];
  for (const x of [-14, 14]) parts.push(circle(x, -3, 3, '#1e1e1e'));
  parts.push(rect(-17, -78, 2.5, 74, body), rect(14.5, -78, 2.5, 74, body));
  for (const y of [-10, -38, -66]) parts.push(roundRect(-19, y - 12, 38, 12, 2, darken(body, 0.1)), rect(-19, y - 12, 38, 2, lighten(body, 0.25)));
  // A round brush and a comb standing in the top tray, a dryer lying on it.
  parts.push(rect(-12, -96, 2, 20, darken(p.wood, 0.2)), roundRect(-14, -104, 6, 10, 3, '#2b2b2d'));
  parts.push(rect(-4, -90, 1.6, 14, '#2b2b2d'));
  parts.push(roundRect(2, -86, 16, 8, 4, '#2b2b2d'), rect(6, -82, 4, 10, '#2b2b2d'), circle(18, -82, 4, '#3a3a3c'));
  return parts.join('');
}
