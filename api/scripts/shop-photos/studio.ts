import { darken, ellipse, lighten, n, rect, type Drawing } from '../salon-photos/svg.ts';

/*
 * The studio the shop's packshots are taken in: a square picture, a soft backdrop that
 * curves into the table, a glow behind the product and its shadow on the table. Packs
 * stand on FLOOR, centred on CENTRE, measured in the picture's pixels.
 */

export const SIZE = 1000;
export const CENTRE = 500;
export const FLOOR = 880;

/** The backdrop: a sweep from a light tint at the top to the table's colour, and a glow behind the product. */
export function backdrop(d: Drawing, tint: string): string {
  return [
    rect(0, 0, SIZE, SIZE, d.linear([[0, lighten(tint, 0.82)], [0.62, lighten(tint, 0.7)], [0.86, lighten(tint, 0.6)], [1, lighten(tint, 0.5)]])),
    // The table's edge is out of focus: a band a shade darker where the sweep turns.
    rect(0, FLOOR - 140, SIZE, 260, d.linear([[0, tint, 0], [0.5, darken(tint, 0.05), 0.12], [1, tint, 0]]), `filter="${d.blur(30)}"`),
    ellipse(CENTRE, FLOOR - 330, 430, 420, d.radial([[0, '#ffffff', 0.75], [0.7, '#ffffff', 0.2], [1, '#ffffff', 0]])),
  ].join('');
}

/**
 * The shadow of something standing on the table, `width` wide at the base: a soft,
 * wide shade falling back and to the right, then a dark contact line under the base.
 */
export function standingShadow(d: Drawing, cx: number, width: number, tint: string): string {
  return [
    ellipse(cx + width * 0.18, FLOOR - 4, width * 0.78, 30, darken(tint, 0.55), `opacity="0.28" filter="${d.blur(22)}"`),
    ellipse(cx, FLOOR, width * 0.52, 9, darken(tint, 0.7), `opacity="0.55" filter="${d.blur(5)}"`),
  ].join('');
}

/** A soft reflection of a base on the table's glossy surface. */
export function reflection(d: Drawing, cx: number, width: number, colour: string): string {
  return ellipse(cx, FLOOR + 16, width * 0.45, 14, colour, `opacity="0.12" filter="${d.blur(8)}"`);
}

/** Horizontal cylinder shading: dark rims, a bright highlight left of centre. */
export function cylinder(d: Drawing, colour: string, gloss = 0.35): string {
  return d.linear(
    [
      [0, darken(colour, 0.38)],
      [0.1, darken(colour, 0.08)],
      [0.26, lighten(colour, gloss)],
      [0.36, lighten(colour, gloss * 0.4)],
      [0.62, colour],
      [0.88, darken(colour, 0.18)],
      [1, darken(colour, 0.42)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A narrow specular streak down a glossy body. */
export function streak(d: Drawing, x: number, y: number, width: number, height: number, opacity = 0.45): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(width / 2)}" fill="#ffffff" opacity="${n(opacity)}" filter="${d.blur(Math.max(2, width / 3))}"/>`;
}
