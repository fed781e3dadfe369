import type { Random } from '../../src/db/seed/random.ts';
import { artPrint, barberPole, mirror, neon, pendant, plant, products, wallShelves, type MirrorShape } from './decor.ts';
import { barberChair, coatStand, counter, floorShadow, sofa } from './fixtures.ts';
import type { Palette } from './palettes.ts';
import { drawRoom, finish, lightPool, onSideWall, spread, type Frame } from './room.ts';
import { darken, Drawing, ellipse, placed, rect } from './svg.ts';

/*
 * The barbershops: darker rooms of brick, panelling and leather, Edison bulbs, a
 * barber's pole, neon on the wall.
 */

const NEON_COLOURS = ['#ff5d73', '#7ff3ff', '#ffd37a', '#ff9f43'];

/** Barber chairs in front of framed mirrors under bare bulbs. */
export function barberStationsScene(frame: Frame, p: Palette, random: Random, count: number): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const wall = random.pick(['brick', 'wainscot', 'slats', 'brick'] as const);
  d.add(drawRoom(d, camera, room, p, random, { backWall: wall }));
  const xs = spread(room, count, 115);
  const shape = random.pick<MirrorShape>(['round', 'rect', 'arch']);
  const [width, height] = shape === 'round' ? [80, 80] : [70, 105];
  const trim = random.pick(['wood', 'metal'] as const);
  for (const x of xs) {
    d.add(placed(camera, x, shape === 'round' ? 115 : 100, room.back, mirror(d, p, shape, width, height, trim)));
    d.add(placed(camera, x, 0, room.back - 22, counter(d, p, random, 90, 'cabinet')));
  }
  for (let i = 0; i < xs.length - 1; i += 1) {
    const x = (xs[i]! + xs[i + 1]!) / 2;
    if (i === 0) d.add(placed(camera, x, 110, room.back, barberPole(d, p)));
    else d.add(placed(camera, x, 150, room.back, wallShelves(d, p, random, 46, 2, 32)));
  }
  d.add(placed(camera, 0, 250, room.back, neon(d, random.pick(['moustache', 'scissors', 'comb'] as const), random.pick(NEON_COLOURS), 60)));
  d.add(`<g transform="${onSideWall(camera, room, 'right', room.back - 120, 110)}">${barberPole(d, p)}</g>`);
  d.add(`<g transform="${onSideWall(camera, room, 'left', room.back - 140, 120)}">${artPrint(d, p, random, 50, 66)}</g>`);
  d.add(placed(camera, -(room.halfWidth - 40), 0, room.back - 50, plant(d, p, random, random.pick(['snake', 'palm', 'fiddle'] as const), 140, 'cylinder')));
  d.add(placed(camera, room.halfWidth - 45, 0, room.back - 60, coatStand(d, p)));
  for (const x of xs) d.add(lightPool(d, camera, p, x, room.back - 100, 70));
  for (const x of xs) {
    for (const [dx, drop] of [[-14, 70], [14, 95]] as const) d.add(placed(camera, x + dx, room.height, room.back - 60, pendant(d, p, 'bulb', drop, 0)));
  }
  for (const x of xs) d.add(placed(camera, x, 0, room.back - 110, barberChair(d, p)));
  d.add(finish(d, p));
  return d.toString();
}

/** The waiting corner: a leather sofa on a rug, shelves of tonics, the pole, a chair at work. */
export function barberLoungeScene(frame: Frame, p: Palette, random: Random): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  d.add(drawRoom(d, camera, room, p, random, { backWall: random.pick(['brick', 'slats'] as const), rightWindow: [room.back - 360, room.back - 140] }));
  d.add(placed(camera, -120, 150, room.back, wallShelves(d, p, random, 160, 3, 36)));
  d.add(placed(camera, 120, 110, room.back, mirror(d, p, 'round', 84, 84, 'wood')));
  d.add(placed(camera, 120, 0, room.back - 22, counter(d, p, random, 90, 'cabinet')));
  d.add(placed(camera, 40, 120, room.back, barberPole(d, p)));
  d.add(placed(camera, -120, 262, room.back, neon(d, random.pick(['moustache', 'comb'] as const), random.pick(NEON_COLOURS), 50)));
  d.add(`<g transform="${onSideWall(camera, room, 'left', room.back - 150, 125)}">${artPrint(d, p, random, 55, 70)}</g>`);
  d.add(placed(camera, -(room.halfWidth - 40), 0, room.back - 50, plant(d, p, random, 'monstera', 130, 'basket')));
  d.add(lightPool(d, camera, p, -120, room.back - 150, 110));
  d.add(placed(camera, -120, room.height, room.back - 140, pendant(d, p, 'dome', 110, 0)));
  d.add(placed(camera, 120, room.height, room.back - 70, pendant(d, p, 'bulb', 90, 0)));
  const rug = ellipse(0, 0, 120, 22, darken(p.accent, 0.35), 'opacity="0.9"') + ellipse(0, 0, 105, 18, 'none', `stroke="${p.accent}" stroke-width="2"`);
  d.add(placed(camera, -120, 0, room.back - 150, rug));
  d.add(placed(camera, -120, 0, room.back - 110, sofa(d, p, random, 180, p.upholstery)));
  const table = floorShadow(d, 34, 5) + rect(-2, -42, 4, 42, p.metal) + ellipse(0, -44, 30, 5, p.wood) + `<g transform="translate(8 -44)">${products(p, random, 24, 8)}</g>`;
  d.add(placed(camera, -120, 0, room.back - 215, table));
  d.add(placed(camera, 120, 0, room.back - 110, barberChair(d, p)));
  d.add(finish(d, p));
  return d.toString();
}
