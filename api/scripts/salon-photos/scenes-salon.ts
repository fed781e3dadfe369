import type { Random } from '../../src/db/seed/random.ts';
import { artPrint, flowers, mirror, neon, pendant, plant, polishWall, products, wallShelves, type LampKind, type MirrorShape, type MirrorTrim, type PlantKind, type PotKind } from './decor.ts';
import { counter, floorShadow, manicureTable, receptionDesk, sofa, stool, stylingChair, trolley, washUnit, type ChairBack } from './fixtures.ts';
import type { Palette } from './palettes.ts';
import { drawRoom, finish, lightPool, onSideWall, spread, type BackWall, type Frame, type RoomOptions } from './room.ts';
import { darken, Drawing, ellipse, lighten, path, placed, rect, roundRect } from './svg.ts';

/*
 * The hair salon's rooms: styling stations, the wash area, the reception, the nail bar
 * and a bridal dressing table. Every choice (wall finish, mirror, chair, lamp, plants,
 * window) comes from the scene's own random stream, so each picture is a different salon.
 */

const pickPlant = (random: Random): [PlantKind, PotKind] => [
  random.pick(['fiddle', 'snake', 'palm', 'monstera', 'bush'] as const),
  random.pick(['cylinder', 'taper', 'basket'] as const),
];

/** The room with a window on one side (or none), the back wall finish chosen at random. */
function roomShell(d: Drawing, frame: Frame, p: Palette, random: Random, walls: readonly BackWall[]): RoomOptions {
  const { room } = frame;
  const span: [number, number] = [room.back - 360, room.back - 120];
  const side = random.pick(['left', 'right', 'none'] as const);
  const options: RoomOptions = {
    backWall: random.pick(walls),
    ...(side === 'left' ? { leftWindow: span } : {}),
    ...(side === 'right' ? { rightWindow: span } : {}),
  };
  d.add(drawRoom(d, frame.camera, room, p, random, options));
  return options;
}

/** Plants in the back corners and a print on a side wall without a window. */
function corners(d: Drawing, frame: Frame, p: Palette, random: Random, options: RoomOptions): void {
  const { camera, room } = frame;
  const z = room.back - 45;
  for (const side of [-1, 1]) {
    const [kind, pot] = pickPlant(random);
    d.add(placed(camera, side * (room.halfWidth - 40), 0, z, plant(d, p, random, kind, random.between(110, 170), pot)));
  }
  if (!options.rightWindow) {
    d.add(`<g transform="${onSideWall(camera, room, 'right', room.back - 150, 120)}">${artPrint(d, p, random, 60, 80)}</g>`);
  }
  if (!options.leftWindow) {
    d.add(`<g transform="${onSideWall(camera, room, 'left', room.back - 175, 125)}">${wallShelves(d, p, random, 110, 3, 38)}</g>`);
  }
}

/** Now and then a tall plant close to the camera in a lower corner, for depth. */
function foreground(d: Drawing, frame: Frame, p: Palette, random: Random): void {
  if (!random.chance(0.5)) return;
  const { camera, room } = frame;
  const side = random.pick([-1, 1]);
  const z = room.back - 330;
  const [x] = [side * (room.halfWidth * 0.5 + random.between(30, 70))];
  d.add(placed(camera, x, 0, z, plant(d, p, random, random.pick(['palm', 'monstera', 'fiddle'] as const), random.between(150, 190), random.pick(['basket', 'cylinder'] as const))));
}

/** Pendant lamps over the given positions, at depth z, with their light on the floor. */
function lamps(d: Drawing, frame: Frame, p: Palette, xs: readonly number[], z: number, kind: LampKind, drop: number): void {
  const { camera, room } = frame;
  for (const x of xs) d.add(lightPool(d, camera, p, x, z - 40, 70));
  for (const x of xs) d.add(placed(camera, x, room.height, z, pendant(d, p, kind, drop, room.height - drop - 20)));
}

/** A row of styling stations: mirror, counter and chair, a lamp above each. */
export function stationsScene(frame: Frame, p: Palette, random: Random, count: number): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const options = roomShell(d, frame, p, random, ['plain', 'wainscot', 'tiles', 'slats', 'plain']);
  const xs = spread(room, count, count > 3 ? 110 : 110);
  const shape = random.pick<MirrorShape>(['arch', 'rect', 'pill', 'round', 'oval']);
  const trim = random.pick<MirrorTrim>(['metal', 'wood', 'bulbs', 'halo', 'thin']);
  const [mirrorWidth, mirrorHeight] = shape === 'round' ? [90, 90] : shape === 'oval' ? [72, 105] : [74, 120];
  const arches = options.backWall === 'plain' && random.chance(0.6);
  const counterKind = random.pick(['cabinet', 'floating'] as const);
  const back = random.pick<ChairBack>(['round', 'square', 'tufted', 'shell']);
  for (const x of xs) {
    if (arches) {
      d.add(placed(camera, x, 0, room.back, path('M -62 0 V -190 A 62 62 0 0 1 62 -190 V 0 Z', p.wallLower)));
    }
    d.add(placed(camera, x, shape === 'round' ? 110 : 100, room.back, mirror(d, p, shape, mirrorWidth, mirrorHeight, trim)));
    d.add(placed(camera, x, 0, room.back - 22, counter(d, p, random, 92, counterKind)));
  }
  // Between the stations: shelves or a print, now and then a neon sign.
  for (let i = 0; i < xs.length - 1; i += 1) {
    const x = (xs[i]! + xs[i + 1]!) / 2;
    if (random.chance(0.45)) d.add(placed(camera, x, 150, room.back, wallShelves(d, p, random, 50, 2, 34)));
    else if (random.chance(0.5)) d.add(placed(camera, x, 130, room.back, artPrint(d, p, random, 40, 55)));
  }
  if (random.chance(0.35)) d.add(placed(camera, xs[Math.floor(xs.length / 2)]!, 255, room.back, neon(d, random.pick(['scissors', 'heart', 'wave'] as const), random.pick(['#ff7aa2', '#ffd37a', '#8ff0ff']), 48)));
  corners(d, frame, p, random, options);
  lamps(d, frame, p, xs, room.back - 60, random.pick<LampKind>(['dome', 'globe', 'cone', 'bulb', 'drum']), random.int(70, 95));
  const chairZ = room.back - 105;
  const withTrolley = random.int(0, xs.length - 1);
  xs.forEach((x, i) => {
    d.add(placed(camera, x, 0, chairZ, stylingChair(d, p, back)));
    if (i === withTrolley) d.add(placed(camera, x + 62, 0, chairZ - 20, trolley(d, p)));
  });
  foreground(d, frame, p, random);
  d.add(finish(d, p));
  return d.toString();
}

/** The wash area: basins along the back wall under shelves of towels and products. */
export function washScene(frame: Frame, p: Palette, random: Random, count: number): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const options = roomShell(d, frame, p, random, ['tiles', 'wainscot', 'plain', 'slats']);
  const xs = spread(room, count, 120);
  const width = room.halfWidth * 2 - 120;
  d.add(placed(camera, 0, 150, room.back, wallShelves(d, p, random, width, 2, 42)));
  if (random.chance(0.5)) d.add(placed(camera, 0, 250, room.back, neon(d, random.pick(['wave', 'heart', 'scissors'] as const), random.pick(['#ff7aa2', '#ffd37a', '#8ff0ff']), 40)));
  corners(d, frame, p, random, options);
  lamps(d, frame, p, xs, room.back - 90, random.pick<LampKind>(['globe', 'dome', 'drum']), random.int(75, 100));
  const basin = random.pick(['#f4f2ee', '#1f1f22', '#e9e4da']);
  for (const x of xs) d.add(placed(camera, x, 0, room.back - 50, washUnit(d, p, basin)));
  d.add(finish(d, p));
  return d.toString();
}

/** The reception: a desk in front, a round feature on the wall, a sofa to wait on. */
export function receptionScene(frame: Frame, p: Palette, random: Random, stations: number): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const options = roomShell(d, frame, p, random, ['plain', 'slats', 'wainscot', 'plain']);
  // The feature behind the desk: a big disc of the accent colour with a neon icon, or a round mirror.
  if (random.chance(0.5)) {
    d.add(placed(camera, 0, 120, room.back, `<circle cx="0" cy="-60" r="60" fill="${p.accent2}"/><g transform="translate(0 -30)">${neon(d, random.pick(['scissors', 'heart'] as const), random.pick(['#ffffff', '#ffd37a', '#ff7aa2']), 60)}</g>`));
  } else {
    d.add(placed(camera, 0, 110, room.back, mirror(d, p, 'round', 120, 120, random.pick(['metal', 'halo', 'wood'] as const))));
  }
  for (const side of [-1, 1]) d.add(placed(camera, side * 140, 110, room.back, wallShelves(d, p, random, 80, 3, 40)));
  if (stations > 0) {
    // In a wide picture the styling stations go on either side of the reception.
    const xs = spread(room, stations + 2, 110).filter((_, i, all) => i !== 0 && i !== all.length - 1 && Math.abs(all[i]!) > 260);
    for (const x of xs) {
      d.add(placed(camera, x, 100, room.back, mirror(d, p, 'arch', 72, 118, 'thin')));
      d.add(placed(camera, x, 0, room.back - 22, counter(d, p, random, 88, 'floating')));
    }
    lamps(d, frame, p, xs, room.back - 60, 'dome', 85);
    for (const x of xs) d.add(placed(camera, x, 0, room.back - 105, stylingChair(d, p, random.pick<ChairBack>(['round', 'shell']))));
  }
  corners(d, frame, p, random, options);
  const sofaSide = random.pick([-1, 1]);
  d.add(placed(camera, sofaSide * (room.halfWidth - 100), 0, room.back - 70, sofa(d, p, random, 150)));
  const cluster: LampKind = random.pick(['globe', 'bulb', 'globe']);
  for (const [dx, drop] of [[-30, 70], [0, 95], [30, 80]] as const) {
    d.add(placed(camera, dx, room.height, room.back - 230, pendant(d, p, cluster, drop)));
  }
  d.add(lightPool(d, camera, p, 0, room.back - 250, 120));
  d.add(placed(camera, 0, 0, room.back - 250, receptionDesk(d, p, random, 230)));
  d.add(finish(d, p));
  return d.toString();
}

/** The nail bar: a wall of polishes, manicure tables with lamps, stools. */
export function nailsScene(frame: Frame, p: Palette, random: Random): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const options = roomShell(d, frame, p, random, ['plain', 'wainscot', 'slats']);
  d.add(placed(camera, 0, 95, room.back, polishWall(d, p, random, 330, 7)));
  corners(d, frame, p, random, options);
  const xs = [-120, 120];
  lamps(d, frame, p, xs, room.back - 150, random.pick<LampKind>(['cone', 'globe', 'dome']), 90);
  for (const x of xs) {
    d.add(placed(camera, x + 72, 0, room.back - 200, stool(d, p)));
    d.add(placed(camera, x, 0, room.back - 170, manicureTable(d, p, random)));
  }
  d.add(finish(d, p));
  return d.toString();
}

/** A bridal dressing table with a bulb-lit mirror, flowers, brushes and a dress on a rail. */
export function vanityScene(frame: Frame, p: Palette, random: Random): string {
  const { camera, room } = frame;
  const d = new Drawing(frame.width, frame.height);
  const options = roomShell(d, frame, p, random, ['plain', 'wainscot', 'slats']);
  d.add(placed(camera, -40, 95, room.back, mirror(d, p, 'rect', 120, 95, 'bulbs')));
  const table = [
    floorShadow(d, 90, 6),
    rect(-80, -76, 4, 76, darken(p.wood, 0.15)),
    rect(76, -76, 4, 76, darken(p.wood, 0.15)),
    roundRect(-84, -82, 168, 8, 2, lighten(p.wood, 0.1)),
    roundRect(-76, -74, 152, 16, 2, p.wood),
    roundRect(-8, -68, 16, 2, 1, p.metal),
    `<g transform="translate(40 -82)">${flowers(d, p, random, 44)}</g>`,
    `<g transform="translate(-45 -82)">${products(p, random, 50, 7)}</g>`,
    // A cup of brushes and an open make-up case.
    roundRect(-8, -94, 9, 12, 2, p.accent2),
    ...[-6, -4, -2, 0].map((x, i) => rect(x - 0.5, -108 + i * 2, 1.2, 16 - i * 2, '#2b2b2d')),
    roundRect(8, -90, 22, 8, 1.5, '#2b2b2d'),
    rect(9, -89, 20, 2, p.accent),
  ].join('');
  d.add(placed(camera, -40, 0, room.back - 30, table));
  // A dress hanging on a rail.
  const rail = [
    floorShadow(d, 40, 5),
    rect(-40, -170, 3, 170, p.metal),
    rect(37, -170, 3, 170, p.metal),
    rect(-40, -172, 80, 3, p.metal),
    path('M -2 -168 L -14 -150 Q -30 -70 -34 -20 L 26 -20 Q 22 -70 10 -150 L 2 -168 Z', '#fbfaf6', `stroke="${darken('#fbfaf6', 0.12)}" stroke-width="0.8"`),
    path('M -14 -150 Q 0 -138 10 -150 L 12 -120 Q 0 -112 -12 -120 Z', '#f1ece2'),
    path('M 20 -168 L 14 -150 Q 12 -90 18 -40 L 30 -40 Q 32 -90 26 -150 Z', p.accent2, 'opacity="0.9"'),
  ].join('');
  d.add(placed(camera, 190, 0, room.back - 80, rail));
  d.add(placed(camera, 110, 115, room.back, artPrint(d, p, random, 50, 65)));
  d.add(placed(camera, -40, 0, room.back - 110, ellipse(0, 0, 110, 24, p.accent2, 'opacity="0.85"') + ellipse(0, 0, 96, 20, 'none', `stroke="${lighten(p.accent2, 0.4)}" stroke-width="2"`)));
  corners(d, frame, p, random, options);
  lamps(d, frame, p, [-40], room.back - 120, 'globe', 90);
  d.add(placed(camera, -40, 0, room.back - 120, stool(d, p)));
  d.add(finish(d, p));
  return d.toString();
}
