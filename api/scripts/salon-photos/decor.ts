import type { Random } from '../../src/db/seed/random.ts';
import type { Palette } from './palettes.ts';
import { circle, darken, type Drawing, ellipse, fine, group, lighten, line, mix, n, path, polygon, rect, roundRect } from './svg.ts';

/*
 * What hangs on the walls and stands on the shelves: mirrors, lamps, plants, prints,
 * bottles, towels, the barber's pole and neon signs. Every piece is drawn in
 * centimetres around its bottom centre (y grows downwards), except lamps, which hang
 * from their ceiling point; scenes place them with Camera.place.
 */

export type MirrorShape = 'round' | 'arch' | 'rect' | 'pill' | 'oval';
export type MirrorTrim = 'metal' | 'wood' | 'bulbs' | 'halo' | 'thin';

/** The outline of a mirror `width` wide and `height` tall standing on (0, 0). */
function mirrorOutline(shape: MirrorShape, width: number, height: number): string {
  const w = width / 2;
  const h = height;
  switch (shape) {
    case 'round':
      return `M ${n(-w)} ${n(-h / 2)} A ${n(w)} ${n(h / 2)} 0 1 1 ${n(w)} ${n(-h / 2)} A ${n(w)} ${n(h / 2)} 0 1 1 ${n(-w)} ${n(-h / 2)} Z`;
    case 'oval':
      return `M ${n(-w)} ${n(-h / 2)} A ${n(w)} ${n(h / 2)} 0 1 1 ${n(w)} ${n(-h / 2)} A ${n(w)} ${n(h / 2)} 0 1 1 ${n(-w)} ${n(-h / 2)} Z`;
    case 'arch':
      return `M ${n(-w)} 0 V ${n(-(h - w))} A ${n(w)} ${n(w)} 0 0 1 ${n(w)} ${n(-(h - w))} V 0 Z`;
    case 'pill':
      return `M ${n(-w)} ${n(-w)} V ${n(-(h - w))} A ${n(w)} ${n(w)} 0 0 1 ${n(w)} ${n(-(h - w))} V ${n(-w)} A ${n(w)} ${n(w)} 0 0 1 ${n(-w)} ${n(-w)} Z`;
    case 'rect':
      return `M ${n(-w)} 0 V ${n(-h)} H ${n(w)} V 0 Z`;
  }
}

/** Points spaced along a mirror's outline, for the bulbs of a make-up mirror. */
function bulbPoints(shape: MirrorShape, width: number, height: number, spacing: number): [number, number][] {
  const w = width / 2 + 5;
  const result: [number, number][] = [];
  if (shape === 'round' || shape === 'oval') {
    const count = Math.round((Math.PI * (width + height)) / 2 / spacing);
    for (let i = 0; i < count; i += 1) {
      const angle = (i / count) * Math.PI * 2;
      result.push([Math.cos(angle) * w, -height / 2 + Math.sin(angle) * (height / 2 + 5)]);
    }
    return result;
  }
  const top = shape === 'rect' ? height : height - width / 2;
  for (let y = 8; y < top; y += spacing) result.push([-w, -y], [w, -y]);
  if (shape === 'rect') {
    for (let x = -w + spacing; x < w - spacing / 2; x += spacing) result.push([x, -height - 5]);
  } else {
    const count = Math.max(3, Math.round((Math.PI * w) / spacing));
    for (let i = 1; i < count; i += 1) {
      const angle = Math.PI + (i / count) * Math.PI;
      result.push([Math.cos(angle) * w, -top + Math.sin(angle) * w]);
    }
  }
  return result;
}

/** A glowing bulb: a bright core in a soft halo. */
export function bulb(d: Drawing, x: number, y: number, radius: number, light: string): string {
  const halo = d.radial([
    [0, light, 0.85],
    [1, light, 0],
  ]);
  return circle(x, y, radius * 3.2, halo) + circle(x, y, radius, lighten(light, 0.6));
}

/**
 * A wall mirror: glass that reflects a cooler, lighter room, a diagonal sheen, and a
 * frame, bulbs or a back-lit halo.
 */
export function mirror(d: Drawing, p: Palette, shape: MirrorShape, width: number, height: number, trim: MirrorTrim): string {
  const outline = mirrorOutline(shape, width, height);
  const reflected = mix(p.wall, '#c9dde4', 0.45);
  const glass = d.linear([
    [0, lighten(reflected, 0.45)],
    [0.55, reflected],
    [1, darken(mix(reflected, p.floor, 0.4), 0.08)],
  ]);
  const clip = d.clip(path(outline, '#000'));
  const sheen = group(
    polygon(
      [
        [-width * 0.5, -height * 0.15],
        [-width * 0.05, -height],
        [width * 0.12, -height],
        [-width * 0.33, -height * 0.15],
      ],
      '#ffffff',
      'opacity="0.22"',
    ) +
      polygon(
        [
          [-width * 0.2, -height * 0.05],
          [width * 0.22, -height],
          [width * 0.27, -height],
          [-width * 0.14, -height * 0.05],
        ],
        '#ffffff',
        'opacity="0.16"',
      ) +
      // The far wall's lamp glow seen in the glass.
      ellipse(width * 0.18, -height * 0.62, width * 0.22, height * 0.12, lighten(p.light, 0.3), `opacity="0.35" filter="${d.blur(6)}"`),
    `clip-path="${clip}"`,
  );
  const parts: string[] = [];
  if (trim === 'halo') parts.push(path(outline, p.light, `opacity="0.9" filter="${d.blur(7)}" transform="scale(1.06)"`));
  parts.push(path(outline, darken(p.wall, 0.35), `opacity="0.35" filter="${d.blur(3)}" transform="translate(3 4)"`));
  parts.push(path(outline, glass), sheen);
  if (trim === 'metal') parts.push(path(outline, 'none', `stroke="${p.metal}" stroke-width="3.2"`));
  if (trim === 'wood') parts.push(path(outline, 'none', `stroke="${p.wood}" stroke-width="6"`), path(outline, 'none', `stroke="${darken(p.wood, 0.25)}" stroke-width="1"`));
  if (trim === 'thin') parts.push(path(outline, 'none', `stroke="${darken(p.metal, 0.1)}" stroke-width="1.4"`));
  if (trim === 'bulbs') {
    parts.push(path(outline, 'none', `stroke="${lighten(p.wood, 0.2)}" stroke-width="9"`));
    for (const [x, y] of bulbPoints(shape, width, height, 14)) parts.push(bulb(d, x, y, 2.6, p.light));
  }
  return parts.join('');
}

export type LampKind = 'dome' | 'globe' | 'cone' | 'bulb' | 'drum';

/**
 * A pendant lamp hanging `drop` centimetres from its ceiling point (the origin), lit,
 * with a faint beam towards the floor when `beam` is the beam's length.
 */
export function pendant(d: Drawing, p: Palette, kind: LampKind, drop: number, beam = 0): string {
  const shade = p.metal;
  const parts: string[] = [line(0, 0, 0, drop, darken(p.ceiling, 0.6), 0.5), rect(-3, 0, 6, 1.5, darken(shade, 0.1))];
  if (beam > 0) {
    const fill = d.linear([
      [0, p.light, 0.28],
      [1, p.light, 0],
    ]);
    parts.push(polygon([[-8, drop + 6], [8, drop + 6], [beam * 0.45, drop + beam], [-beam * 0.45, drop + beam]], fill, `filter="${d.blur(4)}"`));
  }
  const glow = d.radial([
    [0, p.light, 0.6],
    [1, p.light, 0],
  ]);
  switch (kind) {
    case 'dome': {
      const body = d.linear([[0, lighten(shade, 0.25)], [1, darken(shade, 0.25)]], 0, 0, 1, 0);
      parts.push(circle(0, drop + 10, 34, glow));
      parts.push(path(`M -17 ${n(drop + 12)} A 17 13 0 0 1 17 ${n(drop + 12)} Z`, body));
      parts.push(ellipse(0, drop + 12, 16, 2.6, lighten(p.light, 0.5)));
      break;
    }
    case 'globe': {
      const ball = d.radial([[0, '#ffffff'], [0.6, lighten(p.light, 0.4)], [1, p.light]], 0.42, 0.38, 0.6);
      parts.push(circle(0, drop + 10, 38, glow), circle(0, drop + 10, 10, ball));
      break;
    }
    case 'cone': {
      const body = d.linear([[0, lighten(p.accent, 0.1)], [1, darken(p.accent, 0.3)]], 0, 0, 1, 0);
      parts.push(circle(0, drop + 16, 30, glow));
      parts.push(polygon([[-3, drop], [3, drop], [12, drop + 16], [-12, drop + 16]], body));
      parts.push(ellipse(0, drop + 16, 11.5, 2, lighten(p.light, 0.5)));
      break;
    }
    case 'drum': {
      const body = d.linear([[0, lighten(p.accent2, 0.2)], [1, darken(p.accent2, 0.15)]], 0, 0, 1, 0);
      parts.push(circle(0, drop + 8, 40, glow));
      parts.push(roundRect(-20, drop, 40, 16, 2, body), rect(-20, drop + 14, 40, 2, lighten(p.light, 0.4), 'opacity="0.8"'));
      break;
    }
    case 'bulb':
      parts.push(circle(0, drop + 5, 22, glow), rect(-1.6, drop - 2, 3.2, 3, darken(shade, 0.3)));
      parts.push(ellipse(0, drop + 5, 3.6, 5, lighten(p.light, 0.35)), path(`M -1.5 ${n(drop + 7)} L 0 ${n(drop + 3)} L 1.5 ${n(drop + 7)}`, 'none', `stroke="${darken(p.light, 0.2)}" stroke-width="0.4"`));
      break;
  }
  return parts.join('');
}

const BOTTLE_KINDS = ['pump', 'tall', 'jar', 'spray', 'tube', 'round'] as const;
type BottleKind = (typeof BOTTLE_KINDS)[number];

/** One product standing on (0, 0). */
function bottle(kind: BottleKind, colour: string, cap: string): string {
  const shine = (x: number, y: number, h: number) => rect(x, y, 1, h, '#ffffff', 'opacity="0.35"');
  switch (kind) {
    case 'pump':
      return roundRect(-3.5, -18, 7, 18, 1.5, colour) + rect(-1.2, -21, 2.4, 3, cap) + rect(-1, -23.5, 5, 1.6, cap) + shine(-2.4, -16, 12);
    case 'tall':
      return roundRect(-3, -22, 6, 22, 2, colour) + roundRect(-1.6, -25.5, 3.2, 4, 0.8, cap) + shine(-2, -19, 14);
    case 'jar':
      return roundRect(-5, -7, 10, 7, 1.5, colour) + roundRect(-5.4, -9, 10.8, 2.4, 0.8, cap);
    case 'spray':
      return roundRect(-3, -19, 6, 19, 1.5, colour) + rect(-1.5, -22, 3, 3, cap) + rect(-1.5, -23.5, 5, 1.8, cap) + shine(-2, -17, 12);
    case 'tube':
      return rect(-2, -3, 4, 3, cap) + polygon([[-2, -3], [2, -3], [3.6, -16], [-3.6, -16]], colour) + rect(-3.8, -16.8, 7.6, 1, darken(colour, 0.15));
    case 'round':
      return ellipse(0, -6, 6, 6, colour) + rect(-1.3, -14, 2.6, 3, colour) + rect(-1.6, -16, 3.2, 2.4, cap) + ellipse(-2.4, -8, 1, 2.4, '#ffffff', 'opacity="0.35"');
  }
}

/** A row of products spread over `width` centimetres, standing on y = 0. */
export function products(p: Palette, random: Random, width: number, spacing = 9): string {
  const colours = [p.accent, p.accent2, '#f4f1ea', '#2b2b2d', '#b8742f', lighten(p.upholstery, 0.15), darken(p.accent, 0.2), '#e9e3d7'];
  const caps = ['#2b2b2d', '#d9d4cc', p.metal, '#ffffff'];
  const parts: string[] = [];
  // Products come in families: a few of one colour and kind side by side.
  let x = -width / 2 + spacing / 2;
  while (x < width / 2 - spacing / 2) {
    const family = random.int(1, 3);
    const kind = random.pick(BOTTLE_KINDS);
    const colour = random.pick(colours);
    const cap = random.pick(caps);
    for (let i = 0; i < family && x < width / 2 - spacing / 2; i += 1) {
      parts.push(`<g transform="translate(${n(x)} 0)">${bottle(kind, colour, cap)}</g>`);
      x += spacing * random.between(0.8, 1.1);
    }
    x += random.between(0, spacing * 0.8);
  }
  return parts.join('');
}

/** A stack of folded towels, `count` high, on (0, 0). */
export function towels(p: Palette, random: Random, count: number, width = 22): string {
  const colours = ['#f7f5f0', '#ece6dc', lighten(p.accent2, 0.3), lighten(p.upholstery, 0.35)];
  const colour = random.pick(colours);
  let result = '';
  for (let i = 0; i < count; i += 1) {
    const y = -(i + 1) * 4.2;
    result += roundRect(-width / 2, y, width, 4.2, 1.8, colour, `stroke="${darken(colour, 0.12)}" stroke-width="0.4"`);
  }
  return result;
}

/** Rolled towels in a small pyramid on (0, 0). */
export function rolledTowels(p: Palette, colour = '#f5f2ec'): string {
  const roll = (x: number, y: number) => circle(x, y, 3.6, colour, `stroke="${darken(colour, 0.15)}" stroke-width="0.4"`) + circle(x, y, 1.4, 'none', `stroke="${darken(colour, 0.18)}" stroke-width="0.35"`);
  return [roll(-7.2, -3.6), roll(0, -3.6), roll(7.2, -3.6), roll(-3.6, -9.8), roll(3.6, -9.8), roll(0, -16)].join('');
}

export type PlantKind = 'fiddle' | 'snake' | 'palm' | 'bush' | 'monstera';
export type PotKind = 'cylinder' | 'taper' | 'basket';

/** A leaf shape of `length` pointing up from (0, 0). */
const leafPath = (length: number, width: number) =>
  `M 0 0 C ${n(-width)} ${n(-length * 0.2)} ${n(-width * 0.9)} ${n(-length * 0.8)} 0 ${n(-length)} C ${n(width * 0.9)} ${n(-length * 0.8)} ${n(width)} ${n(-length * 0.2)} 0 0 Z`;

/** A potted plant `height` tall standing on (0, 0). */
export function plant(d: Drawing, p: Palette, random: Random, kind: PlantKind, height: number, pot: PotKind): string {
  const potHeight = Math.min(45, height * 0.3);
  const potWidth = potHeight * 0.95;
  const potColour = random.pick(['#c46f4a', '#f1eee8', '#2a2a2a', '#b9b2a6', p.accent]);
  const parts: string[] = [ellipse(0, 0, potWidth * 0.75, potWidth * 0.12, '#000000', `opacity="0.25" filter="${d.blur(2)}"`)];
  const leaf = p.plant;
  const leafDark = darken(p.plant, 0.25);
  const leafLight = lighten(p.plant, 0.18);
  const top = -potHeight;
  const foliage: string[] = [];
  switch (kind) {
    case 'fiddle': {
      foliage.push(path(`M 0 ${n(top)} Q 3 ${n(top - height * 0.3)} -1 ${n(-height)}`, 'none', `stroke="${darken(p.wood, 0.3)}" stroke-width="1.6"`));
      const count = Math.round(height / 9);
      for (let i = 0; i < count; i += 1) {
        const y = top - (height - potHeight) * (0.25 + (0.75 * i) / count);
        const side = i % 2 === 0 ? -1 : 1;
        const angle = side * random.between(25, 70);
        const size = random.between(10, 15);
        foliage.push(`<g transform="translate(${n(side * 2)} ${n(y)}) rotate(${n(angle)})">${path(leafPath(size * 1.5, size * 0.75), random.pick([leaf, leafDark, leafLight]))}${line(0, 0, 0, -size * 1.3, lighten(leaf, 0.35), 0.5, 'opacity="0.6"')}</g>`);
      }
      break;
    }
    case 'snake': {
      const count = random.int(7, 10);
      for (let i = 0; i < count; i += 1) {
        const x = (i - (count - 1) / 2) * (potWidth / count) * 0.9;
        const length = (height - potHeight) * random.between(0.55, 1);
        const lean = x * 0.4 + random.between(-4, 4);
        foliage.push(
          path(`M ${n(x - 2.6)} ${n(top)} Q ${n(x - 3 + lean * 0.3)} ${n(top - length * 0.6)} ${n(x + lean)} ${n(top - length)} Q ${n(x + 3 + lean * 0.3)} ${n(top - length * 0.6)} ${n(x + 2.6)} ${n(top)} Z`, random.pick([leafDark, leaf]), `stroke="${mix(leaf, '#e8d27a', 0.6)}" stroke-width="0.7"`),
        );
      }
      break;
    }
    case 'palm': {
      const count = random.int(9, 13);
      for (let i = 0; i < count; i += 1) {
        const angle = -75 + (150 * i) / (count - 1) + random.between(-6, 6);
        const length = (height - potHeight) * random.between(0.6, 0.95);
        foliage.push(`<g transform="translate(0 ${n(top)}) rotate(${n(angle)})">${path(leafPath(length, 3.2), random.pick([leaf, leafDark, leafLight]))}${line(0, 0, 0, -length, darken(leaf, 0.35), 0.4)}</g>`);
      }
      break;
    }
    case 'bush': {
      const radius = (height - potHeight) / 2;
      foliage.push(line(0, top, 0, top - radius * 0.5, darken(p.wood, 0.3), 1.4));
      for (let i = 0; i < 22; i += 1) {
        const angle = random.between(0, Math.PI * 2);
        const distance = random.between(0, radius * 0.7);
        foliage.push(circle(Math.cos(angle) * distance, top - radius + Math.sin(angle) * distance * 0.9, random.between(radius * 0.25, radius * 0.45), random.pick([leaf, leafDark, leafLight, leaf])));
      }
      break;
    }
    case 'monstera': {
      const count = random.int(6, 9);
      for (let i = 0; i < count; i += 1) {
        const angle = random.between(-60, 60);
        const stem = (height - potHeight) * random.between(0.45, 0.85);
        const rad = (angle * Math.PI) / 180;
        const [x, y] = [Math.sin(rad) * stem, top - Math.cos(rad) * stem];
        const size = random.between(14, 20);
        foliage.push(path(`M 0 ${n(top)} Q ${n(x * 0.2)} ${n(top - stem * 0.6)} ${n(x)} ${n(y)}`, 'none', `stroke="${leafDark}" stroke-width="1"`));
        foliage.push(`<g transform="translate(${n(x)} ${n(y + size * 0.6)}) rotate(${n(angle * 0.8)})">${path(leafPath(size * 1.3, size * 0.95), random.pick([leaf, leafDark]))}${line(0, 0, 0, -size * 1.2, leafLight, 0.6)}${line(0, -size * 0.5, -size * 0.5, -size * 0.75, lighten(p.wall, 0.1), 0.9, 'opacity="0.5"')}${line(0, -size * 0.7, size * 0.5, -size * 0.95, lighten(p.wall, 0.1), 0.9, 'opacity="0.5"')}</g>`);
      }
      break;
    }
  }
  const potShade = d.linear([[0, lighten(potColour, 0.12)], [0.7, potColour], [1, darken(potColour, 0.25)]], 0, 0, 1, 0);
  switch (pot) {
    case 'cylinder':
      parts.push(roundRect(-potWidth / 2, top, potWidth, potHeight, 3, potShade), rect(-potWidth / 2 - 1, top, potWidth + 2, 3, darken(potColour, 0.08)));
      break;
    case 'taper':
      parts.push(polygon([[-potWidth / 2, top], [potWidth / 2, top], [potWidth * 0.36, 0], [-potWidth * 0.36, 0]], potShade));
      break;
    case 'basket': {
      const weave = '#c9a46a';
      parts.push(roundRect(-potWidth / 2, top, potWidth, potHeight, 4, d.linear([[0, lighten(weave, 0.1)], [1, darken(weave, 0.2)]], 0, 0, 1, 0)));
      for (let y = top + 4; y < -2; y += 4) parts.push(line(-potWidth / 2 + 1, y, potWidth / 2 - 1, y, darken(weave, 0.25), 0.5, 'opacity="0.6"'));
      break;
    }
  }
  // Foliage behind the pot's rim is drawn first so the rim overlaps the stems.
  return parts[0] + foliage.join('') + parts.slice(1).join('');
}

/** A framed print of simple shapes (arches, a sun, a wave), `width` × `height`, hung with its bottom at (0, 0). */
export function artPrint(d: Drawing, p: Palette, random: Random, width: number, height: number): string {
  const frame = random.pick([p.wood, '#1f1f21', p.metal, '#f4f1ea']);
  const paper = random.pick(['#f7f1e7', lighten(p.accent2, 0.5), '#efe8dc']);
  const x = -width / 2;
  const y = -height;
  const inner = (margin: number) => [x + margin, y + margin, width - margin * 2, height - margin * 2] as const;
  const [ix, iy, iw, ih] = inner(width * 0.12);
  const shapes: string[] = [];
  switch (random.int(0, 3)) {
    case 0:
      shapes.push(circle(ix + iw * 0.62, iy + ih * 0.35, iw * 0.2, p.accent));
      shapes.push(path(`M ${n(ix)} ${n(iy + ih)} V ${n(iy + ih * 0.55)} A ${n(iw * 0.3)} ${n(iw * 0.3)} 0 0 1 ${n(ix + iw * 0.6)} ${n(iy + ih * 0.55)} V ${n(iy + ih)} Z`, p.accent2));
      break;
    case 1:
      for (let i = 0; i < 4; i += 1) {
        shapes.push(path(`M ${n(ix)} ${n(iy + ih * (0.45 + i * 0.15))} q ${n(iw / 4)} ${n(-ih * 0.1)} ${n(iw / 2)} 0 t ${n(iw / 2)} 0 V ${n(iy + ih)} H ${n(ix)} Z`, mix(p.accent, p.accent2, i / 3), 'opacity="0.85"'));
      }
      break;
    case 2:
      shapes.push(rect(ix, iy + ih * 0.5, iw, ih * 0.5, p.accent2), circle(ix + iw * 0.5, iy + ih * 0.5, iw * 0.28, p.accent));
      break;
    default:
      shapes.push(ellipse(ix + iw * 0.4, iy + ih * 0.45, iw * 0.32, ih * 0.36, p.accent2), ellipse(ix + iw * 0.62, iy + ih * 0.6, iw * 0.26, ih * 0.28, p.accent, 'opacity="0.85"'));
  }
  return (
    rect(x + 2, y + 3, width, height, '#000000', `opacity="0.25" filter="${d.blur(2.5)}"`) +
    rect(x, y, width, height, frame) +
    rect(x + 2.2, y + 2.2, width - 4.4, height - 4.4, paper) +
    `<g clip-path="${d.clip(rect(ix, iy, iw, ih, '#000'))}">${rect(ix, iy, iw, ih, lighten(paper, 0.2))}${shapes.join('')}</g>`
  );
}

/** A barber's pole, 64 cm tall, mounted with its bottom at (0, 0). */
export function barberPole(d: Drawing, p: Palette): string {
  const [x, y, w, h] = [-7, -54, 14, 44];
  const stripes: string[] = [];
  const colours = ['#c8202f', '#f7f4ee', '#1f4e9c', '#f7f4ee'];
  for (let i = -8; i < 10; i += 1) {
    const top = y + i * 6;
    stripes.push(polygon([[x - 2, top + 8], [x + w + 2, top - 4], [x + w + 2, top + 2], [x - 2, top + 14]], colours[((i % 4) + 4) % 4]!));
  }
  const shade = d.linear([[0, '#000000', 0.35], [0.3, '#ffffff', 0.35], [0.45, '#ffffff', 0], [1, '#000000', 0.4]], 0, 0, 1, 0);
  const chrome = d.linear([[0, darken(p.metal, 0.35)], [0.4, lighten(p.metal, 0.6)], [1, darken(p.metal, 0.3)]], 0, 0, 1, 0);
  return (
    rect(-2, -36, 14, 4, darken(p.metal, 0.2)) +
    `<g clip-path="${d.clip(roundRect(x, y, w, h, 2, '#000'))}">${rect(x, y, w, h, '#f7f4ee')}${stripes.join('')}${rect(x, y, w, h, shade)}</g>` +
    roundRect(x - 2, y - 6, w + 4, 6, 2, chrome) +
    path(`M ${n(x)} ${n(y - 6)} A 7 6 0 0 1 ${n(x + w)} ${n(y - 6)} Z`, chrome) +
    circle(0, y - 13, 2.2, chrome) +
    roundRect(x - 2, y + h, w + 4, 6, 2, chrome) +
    path(`M ${n(x + 1)} ${n(y + h + 6)} L ${n(x + w - 1)} ${n(y + h + 6)} L 0 ${n(y + h + 12)} Z`, chrome)
  );
}

export type NeonKind = 'scissors' | 'moustache' | 'heart' | 'wave' | 'comb';

/** A neon sign of a simple icon, about `size` wide, centred on (0, -size / 2). */
export function neon(d: Drawing, kind: NeonKind, colour: string, size: number): string {
  const s = size / 100;
  let shape: string;
  switch (kind) {
    case 'scissors':
      shape = `M -30 -20 m -12 0 a 12 12 0 1 0 24 0 a 12 12 0 1 0 -24 0 M -30 20 m -12 0 a 12 12 0 1 0 24 0 a 12 12 0 1 0 -24 0 M -20 -12 L 45 22 M -20 12 L 45 -22`;
      break;
    case 'moustache':
      shape = `M 0 -2 C -10 -16 -30 -16 -40 -2 C -46 6 -52 4 -50 -4 M 0 -2 C 10 -16 30 -16 40 -2 C 46 6 52 4 50 -4 M 0 -2 C -8 8 -26 10 -40 -2 M 0 -2 C 8 8 26 10 40 -2`;
      break;
    case 'heart':
      shape = `M 0 28 C -40 0 -44 -30 -20 -34 C -8 -36 0 -26 0 -18 C 0 -26 8 -36 20 -34 C 44 -30 40 0 0 28 Z`;
      break;
    case 'wave':
      shape = `M -48 0 C -36 -24 -24 -24 -12 0 S 12 24 24 0 S 40 -24 48 -6`;
      break;
    case 'comb':
      shape = `M -45 -12 H 45 V -2 H -45 Z ${Array.from({ length: 10 }, (_, i) => `M ${-41 + i * 9} -2 V 22`).join(' ')}`;
      break;
  }
  const transform = `translate(0 ${n(-size / 2)}) scale(${fine(s)})`;
  return (
    `<g transform="${transform}">` +
    path(shape, 'none', `stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="0.55" filter="${d.blur(6)}"`) +
    path(shape, 'none', `stroke="${colour}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`) +
    path(shape, 'none', `stroke="${lighten(colour, 0.7)}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"`) +
    '</g>'
  );
}

/**
 * Floating shelves `width` wide, `rows` of them `gap` apart, the lowest with its top at
 * (0, 0); each carries products, towels or a small plant.
 */
export function wallShelves(d: Drawing, p: Palette, random: Random, width: number, rows: number, gap: number): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const y = -row * gap;
    const segments = Math.max(1, Math.round(width / 45));
    const segment = width / segments;
    for (let i = 0; i < segments; i += 1) {
      const cx = -width / 2 + segment * (i + 0.5);
      const what = random.weighted(['products', 'towels', 'rolls', 'plant'] as const, (k) => (k === 'products' ? 5 : k === 'plant' ? 1 : 1.5));
      let item: string;
      if (what === 'products') item = products(p, random, segment - 6, 8.5);
      else if (what === 'towels') item = towels(p, random, random.int(3, 5), Math.min(26, segment - 8));
      else if (what === 'rolls') item = rolledTowels(p, random.pick(['#f5f2ec', lighten(p.accent2, 0.35)]));
      else item = plant(d, p, random, random.pick(['bush', 'palm'] as const), 30, 'cylinder');
      parts.push(`<g transform="translate(${n(cx)} ${n(y)})">${item}</g>`);
    }
    parts.push(rect(-width / 2, y + 3.5, width, 4, '#000000', `opacity="0.25" filter="${d.blur(2)}"`));
    parts.push(rect(-width / 2, y, width, 3.5, p.wood), rect(-width / 2, y + 2.6, width, 0.9, darken(p.wood, 0.25)));
  }
  return parts.join('');
}

/** A vase of flowers on (0, 0). */
export function flowers(d: Drawing, p: Palette, random: Random, height = 40): string {
  const vase = random.pick(['#f1eee8', '#2a2a2a', p.accent2, '#9fb7b0']);
  const parts: string[] = [];
  const blooms = [p.accent, lighten(p.accent, 0.35), '#f7f1e7', p.accent2, '#e8b4b8'];
  for (let i = 0; i < 9; i += 1) {
    const x = random.between(-10, 10);
    const top = -height + random.between(0, 10);
    parts.push(path(`M 0 -14 Q ${n(x * 0.3)} ${n((top - 14) / 2)} ${n(x)} ${n(top)}`, 'none', `stroke="${darken(p.plant, 0.2)}" stroke-width="0.7"`));
    if (i % 3 === 0) parts.push(`<g transform="translate(${n(x * 0.6)} ${n(top * 0.6)}) rotate(${n(x * 4)})">${path(leafPath(8, 3), p.plant)}</g>`);
  }
  for (let i = 0; i < 9; i += 1) {
    const x = random.between(-11, 11);
    const y = -height + random.between(-2, 12);
    parts.push(circle(x, y, random.between(2.6, 4), random.pick(blooms)));
  }
  return (
    parts.join('') +
    path('M -5 0 C -9 -6 -7 -12 -3 -15 H 3 C 7 -12 9 -6 5 0 Z', d.linear([[0, lighten(vase, 0.2)], [1, darken(vase, 0.2)]], 0, 0, 1, 0))
  );
}

/** Shelves of nail polish, `width` wide, `rows` of them 16 cm apart, the lowest with its top at (0, 0). */
export function polishWall(d: Drawing, p: Palette, random: Random, width: number, rows: number): string {
  const shades = ['#c8202f', '#e8a0b4', '#7b2d43', '#f0d0c0', '#2f3d63', '#f4b942', '#8fc1b5', '#b784a7', '#f26b5b', '#fbe3d6', '#3c3c3c', p.accent, p.accent2];
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const y = -row * 16;
    for (let x = -width / 2 + 2.5; x < width / 2 - 2; x += 4.2) {
      const colour = random.pick(shades);
      parts.push(roundRect(x - 1.7, y - 6.5, 3.4, 6.5, 0.9, colour), rect(x - 0.8, y - 9.5, 1.6, 3, '#1e1e1e'), rect(x - 1.1, y - 5.8, 0.6, 4, '#ffffff', 'opacity="0.4"'));
    }
    parts.push(rect(-width / 2, y + 2, width, 3, '#000000', `opacity="0.22" filter="${d.blur(1.5)}"`));
    parts.push(rect(-width / 2, y, width, 2.2, lighten(p.wood, 0.15)));
  }
  return parts.join('');
}
