import type { Random } from '../../src/db/seed/random.ts';
import { mirror, neon, pendant, plant } from './decor.ts';
import { barberChair, floorShadow } from './fixtures.ts';
import type { Palette } from './palettes.ts';
import { finish, type Frame } from './room.ts';
import { darken, Drawing, ellipse, lighten, rect } from './svg.ts';

/*
 * The salon seen from the street: facade, sign with a neon icon, striped awning, lit
 * windows with the salon inside, the door, planters and a sandwich board.
 */

/** A shop front on the street: sign, awning, lit windows with the salon inside, planters. */
export function storefrontScene(frame: Frame, p: Palette, random: Random, barber: boolean): string {
  const { width: W, height: H } = frame;
  const d = new Drawing(W, H);
  const facade = random.pick(['#e9e1d3', '#d9cbb8', '#cfd6d4', '#e7d2c4', '#bfc7cf']);
  const trim = barber ? '#1f2326' : random.pick(['#1f2326', darken(p.accent, 0.25), '#2f4458', '#3f4a3c']);
  const kerb = H * 0.86;
  const parts: string[] = [];
  // Sky above the ground floor's cornice, the first floor's facade with two windows.
  parts.push(rect(0, 0, W, H, d.linear([[0, lighten(facade, 0.1)], [1, darken(facade, 0.08)]])));
  for (const x of [W * 0.2, W * 0.68]) {
    parts.push(rect(x, -40, W * 0.12, H * 0.16, darken(facade, 0.25)));
    parts.push(rect(x + 8, -32, W * 0.12 - 16, H * 0.16 - 16, d.linear([[0, '#b8cfdc'], [1, '#e3edf2']])));
    parts.push(rect(x - 10, H * 0.16 - 40, W * 0.12 + 20, 12, lighten(facade, 0.3)));
    parts.push(rect(x, H * 0.16 - 52, W * 0.12, 14, p.plant));
    for (let i = 0; i < 6; i += 1) parts.push(ellipse(x + 14 + i * (W * 0.12 - 28) / 5, H * 0.16 - 54, 8, 6, [p.accent, '#f7f1e7', lighten(p.accent, 0.3)][i % 3]!));
  }
  parts.push(rect(0, H * 0.2, W, 18, lighten(facade, 0.25)), rect(0, H * 0.2 + 18, W, 6, darken(facade, 0.2)));
  // The shop's frame: sign board, pilasters, windows and the door.
  const signTop = H * 0.24;
  const signHeight = H * 0.085;
  const shopLeft = W * 0.08;
  const shopRight = W * 0.92;
  parts.push(rect(shopLeft - 20, signTop, shopRight - shopLeft + 40, kerb - signTop, trim));
  parts.push(rect(shopLeft, signTop + 10, shopRight - shopLeft, signHeight - 20, darken(trim, 0.2)));
  const icon = barber ? random.pick(['moustache', 'comb'] as const) : random.pick(['scissors', 'heart', 'comb'] as const);
  parts.push(`<g transform="translate(${W / 2} ${signTop + signHeight / 2 + 34})">${neon(d, icon, barber ? '#ffd37a' : random.pick(['#ffffff', '#ffd37a', '#ff9fb8']), 68)}</g>`);
  for (const side of [-1, 1]) {
    parts.push(`<g transform="translate(${W / 2 + side * 210} ${signTop + signHeight / 2})">${ellipse(0, 0, 14, 14, lighten(p.light, 0.2))}${ellipse(0, 0, 40, 40, p.light, `opacity="0.35" filter="${d.blur(10)}"`)}</g>`);
  }
  // Windows: the lit salon inside, behind glass with reflections.
  const glassTop = signTop + signHeight + 100;
  const glassBottom = kerb - 70;
  const doorWidth = W * 0.14;
  const windows: [number, number][] = [
    [shopLeft + 12, W / 2 - doorWidth / 2 - 24],
    [W / 2 + doorWidth / 2 + 24, shopRight - 12],
  ];
  for (const [left, right] of windows) {
    const clip = d.clip(rect(left, glassTop, right - left, glassBottom - glassTop, '#000'));
    const inside: string[] = [rect(left, glassTop, right - left, glassBottom - glassTop, d.linear([[0, lighten(p.wall, 0.15)], [0.75, p.wall], [0.76, p.floor], [1, darken(p.floor, 0.2)]]))];
    const y0 = glassTop + (glassBottom - glassTop) * 0.75;
    const count = 2;
    for (let i = 0; i < count; i += 1) {
      const cx = left + ((right - left) * (i + 0.5)) / count;
      inside.push(`<g transform="translate(${cx} ${y0 - 80}) scale(1.6)">${mirror(d, p, barber ? 'round' : 'arch', 50, barber ? 50 : 80, barber ? 'wood' : 'bulbs')}</g>`);
      inside.push(`<g transform="translate(${cx} ${y0 + 50}) scale(1.5)">${barber ? barberChair(d, p) : chairSilhouette(d, p)}</g>`);
      inside.push(`<g transform="translate(${cx} ${glassTop})">${pendant(d, p, barber ? 'bulb' : 'globe', 60 + i * 20)}</g>`);
    }
    parts.push(`<g clip-path="${clip}">${inside.join('')}${reflections(left, right, glassTop, glassBottom)}</g>`);
    parts.push(rect(left, glassTop, right - left, glassBottom - glassTop, 'none', `stroke="${darken(trim, 0.3)}" stroke-width="10"`));
    parts.push(rect(left - 10, glassBottom, right - left + 20, kerb - glassBottom, darken(trim, 0.1)));
  }
  // The door: glass with a brass handle and a plaque.
  const doorLeft = W / 2 - doorWidth / 2;
  parts.push(rect(doorLeft, glassTop - 40, doorWidth, kerb - glassTop + 40, darken(trim, 0.25)));
  parts.push(rect(doorLeft + 16, glassTop - 24, doorWidth - 32, kerb - glassTop - 10, d.linear([[0, lighten(p.wall, 0.1)], [1, darken(p.floor, 0.25)]])));
  parts.push(reflections(doorLeft + 16, doorLeft + doorWidth - 16, glassTop - 24, kerb - 34));
  parts.push(rect(doorLeft + doorWidth - 40, glassTop + 160, 8, 150, p.metal === '#1f1f22' ? '#c9a25a' : p.metal));
  parts.push(rect(doorLeft + doorWidth / 2 - 40, glassTop + 60, 80, 46, lighten(facade, 0.4), 'rx="4"'));
  parts.push(rect(doorLeft + doorWidth / 2 - 28, glassTop + 78, 56, 4, trim), rect(doorLeft + doorWidth / 2 - 20, glassTop + 88, 40, 4, trim));
  // The awning over the windows.
  const awningTop = signTop + signHeight + 6;
  const stripe = 46;
  const colours = barber ? ['#1f2326', '#e9e2d0'] : [p.accent, '#f7f3ec'];
  for (const [left, right] of windows) {
    for (let x = left - 20, i = 0; x < right + 20; x += stripe, i += 1) {
      parts.push(`<polygon points="${x},${awningTop} ${x + stripe},${awningTop} ${x + stripe + 6},${awningTop + 70} ${x + 6},${awningTop + 70}" fill="${colours[i % 2]}"/>`);
      parts.push(`<path d="M ${x + 6} ${awningTop + 70} a ${stripe / 2} 14 0 0 0 ${stripe} 0 Z" fill="${colours[i % 2]}"/>`);
    }
    parts.push(rect(left - 20, awningTop + 70, right - left + 40, 30, '#000000', `opacity="0.18" filter="${d.blur(8)}"`));
  }
  // The pavement, planters by the door, a sandwich board.
  parts.push(rect(0, kerb, W, H - kerb, d.linear([[0, '#a7a29a'], [1, '#8d8880']])));
  for (let x = -W; x < W * 2; x += 120) parts.push(`<line x1="${x}" y1="${kerb}" x2="${W / 2 + (x - W / 2) * 2.2}" y2="${H}" stroke="#7f7a73" stroke-width="1.5"/>`);
  for (const y of [kerb + 40, kerb + 100]) parts.push(rect(0, y, W, 1.5, '#7f7a73'));
  parts.push(rect(0, kerb - 4, W, 8, '#000000', `opacity="0.3" filter="${d.blur(4)}"`));
  for (const side of [-1, 1]) {
    const x = W / 2 + side * (doorWidth / 2 + 90);
    parts.push(`<g transform="translate(${x} ${kerb + 30}) scale(2.6)">${plant(d, p, random, 'bush', 90, 'cylinder')}</g>`);
  }
  const boardX = W * 0.8;
  parts.push(`<g transform="translate(${boardX} ${kerb + 90})">` + floorShadow(d, 70, 10) + `<polygon points="-50,0 -30,-190 30,-190 50,0 40,0 22,-170 -22,-170 -40,0" fill="${p.wood}"/>` + rect(-30, -172, 60, 120, '#2b2d2c') + `<g transform="translate(0 -80) scale(0.45)">${neon(d, icon, '#f2f2f2', 90)}</g></g>`);
  parts.push(finish(d, p));
  d.add(...parts);
  return d.toString();
}

/** A styling chair seen from behind, in the window's distance. */
function chairSilhouette(d: Drawing, p: Palette): string {
  return floorShadow(d, 30, 5) + ellipse(0, -3, 24, 4, p.metal) + rect(-3, -36, 6, 33, p.metal) + rect(-24, -52, 48, 16, darken(p.upholstery, 0.2), 'rx="5"') + rect(-20, -100, 40, 52, p.upholstery, 'rx="14"');
}

/** Light on a shop window: two diagonal streaks and a sheen. */
function reflections(left: number, right: number, top: number, bottom: number): string {
  const w = right - left;
  const h = bottom - top;
  return (
    `<polygon points="${left + w * 0.1},${bottom} ${left + w * 0.45},${top} ${left + w * 0.6},${top} ${left + w * 0.25},${bottom}" fill="#ffffff" opacity="0.13"/>` +
    `<polygon points="${left + w * 0.5},${bottom} ${left + w * 0.8},${top} ${left + w * 0.84},${top} ${left + w * 0.54},${bottom}" fill="#ffffff" opacity="0.1"/>` +
    rect(left, top, w, h * 0.25, '#ffffff', 'opacity="0.06"')
  );
}
