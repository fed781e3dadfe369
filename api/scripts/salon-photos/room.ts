import type { Random } from '../../src/db/seed/random.ts';
import type { Palette } from './palettes.ts';
import { Camera, contrast, fine, darken, type Drawing, ellipse, lighten, line, mix, n, polygon, rect, type Point } from './svg.ts';

/*
 * The shell of an illustrated room: ceiling, side walls, back wall and floor in one-point
 * perspective, a window with its light on the floor, and the finishing light (a glow
 * under the lamps, a vignette) that makes a flat drawing read as a photograph.
 */

export interface Room {
  /** Half the width of the room, centimetres. */
  halfWidth: number;
  height: number;
  /** Depth of the back wall. */
  back: number;
  /** The nearest depth drawn (in front of the picture's lower edge). */
  near: number;
}

export type BackWall = 'plain' | 'wainscot' | 'brick' | 'tiles' | 'slats';

/**
 * The transform that lays a flat drawing (centimetres, y down) on a side wall, its
 * origin at depth z and height y: the perspective's tangent at that point, close enough
 * over the width of a print or a shelf.
 */
export function onSideWall(camera: Camera, room: Room, side: 'left' | 'right', z: number, y: number): string {
  const x = side === 'left' ? -room.halfWidth : room.halfWidth;
  const [sx, sy] = camera.project(x, y, z);
  const f = camera.focal;
  // Moving 1 cm deeper along the wall: towards the middle of the picture.
  const dxdz = (-f * x) / (z * z);
  const dydz = (f * (y - camera.eye)) / (z * z);
  const towardsBack = side === 'left' ? 1 : -1;
  return `matrix(${[dxdz * towardsBack, dydz * towardsBack, 0, f / z, sx, sy].map(fine).join(' ')})`;
}

function floor(d: Drawing, camera: Camera, room: Room, p: Palette, random: Random): string {
  const P = (x: number, z: number) => camera.project(x, 0, z);
  const { halfWidth: w, back, near } = room;
  const parts: string[] = [polygon([P(-w, near), P(w, near), P(w, back), P(-w, back)], p.floor)];
  switch (p.floorKind) {
    case 'planks': {
      const board = 18;
      for (let x = -w; x < w; x += board) {
        const colour = mix(p.floor, p.floorAlt, random.next());
        parts.push(polygon([P(x, near), P(x + board, near), P(x + board, back), P(x, back)], colour));
        for (let z = back - random.between(20, 140); z > near; z -= random.between(120, 220)) {
          const [a, b] = [P(x, z), P(x + board, z)];
          parts.push(line(a[0], a[1], b[0], b[1], darken(p.floor, 0.25), 0.8, 'opacity="0.6"'));
        }
        const [a, b] = [P(x, near), P(x, back)];
        parts.push(line(a[0], a[1], b[0], b[1], darken(p.floor, 0.3), 0.8, 'opacity="0.55"'));
      }
      break;
    }
    case 'tiles': {
      const tile = 60;
      // A checkerboard when the two tones differ clearly; otherwise tiles of one stone.
      const checker = contrast(p.floor, p.floorAlt) > 0.2;
      for (let z = back; z > near; z -= tile) {
        for (let x = -w; x < w; x += tile) {
          const odd = (Math.round((x + w) / tile) + Math.round((back - z) / tile)) % 2 === 1;
          const colour = checker && odd ? p.floorAlt : mix(p.floor, p.floorAlt, random.between(0, 0.15));
          parts.push(polygon([P(x, z), P(x + tile, z), P(x + tile, z - tile), P(x, z - tile)], colour, `stroke="${darken(p.floor, 0.15)}" stroke-width="0.8"`));
        }
      }
      break;
    }
    case 'terrazzo': {
      const chips = [p.accent, p.accent2, darken(p.floor, 0.3), lighten(p.floor, 0.5), p.floorAlt];
      for (let i = 0; i < 700; i += 1) {
        const x = random.between(-w, w);
        const z = random.between(Math.max(near, 250), back);
        const [sx, sy] = P(x, z);
        const size = camera.scale(z) * random.between(0.6, 1.6);
        parts.push(ellipse(sx, sy, size, size * 0.35, random.pick(chips), 'opacity="0.8"'));
      }
      break;
    }
    case 'concrete': {
      for (let i = 0; i < 14; i += 1) {
        const [sx, sy] = P(random.between(-w, w), random.between(300, back));
        parts.push(ellipse(sx, sy, random.between(60, 200), random.between(10, 30), random.pick([p.floorAlt, lighten(p.floor, 0.2)]), `opacity="0.45" filter="${d.blur(14)}"`));
      }
      for (let z = back - 150; z > near; z -= 150) {
        const [a, b] = [P(-w, z), P(w, z)];
        parts.push(line(a[0], a[1], b[0], b[1], darken(p.floor, 0.18), 1, 'opacity="0.5"'));
      }
      break;
    }
  }
  // The far end catches the light; the near floor is in the room's shade.
  parts.push(polygon([P(-w, near), P(w, near), P(w, back), P(-w, back)], d.linear([[0, '#ffffff', 0.16], [0.35, '#ffffff', 0.03], [1, '#000000', 0.12]])));
  return parts.join('');
}

function backWall(d: Drawing, camera: Camera, room: Room, p: Palette, random: Random, kind: BackWall): string {
  const { halfWidth: w, height: h, back } = room;
  const [left, top] = camera.project(-w, h, back);
  const [right, bottom] = camera.project(w, 0, back);
  const s = camera.scale(back);
  const parts: string[] = [rect(left, top, right - left, bottom - top, d.linear([[0, lighten(p.wall, 0.05)], [1, darken(p.wall, 0.06)]]))];
  const y = (cm: number) => bottom - cm * s;
  switch (kind) {
    case 'wainscot': {
      const cap = 105;
      parts.push(rect(left, y(cap), right - left, cap * s, p.wallLower));
      for (let x = -w + 50; x < w; x += 50) {
        const [sx] = camera.project(x, 0, back);
        parts.push(rect(sx - 0.6 * s, y(cap - 8), 1.2 * s, (cap - 16) * s, darken(p.wallLower, 0.12)));
      }
      parts.push(rect(left, y(cap + 3), right - left, 4 * s, lighten(p.wallLower, 0.12)));
      break;
    }
    case 'brick': {
      const brickW = 24 * s;
      const brickH = 7 * s;
      const mortar = 1.1 * s;
      const content: string[] = [rect(0, 0, brickW * 2, brickH * 2, lighten(p.wall, 0.45))];
      const shades = [p.wall, darken(p.wall, 0.1), lighten(p.wall, 0.08), mix(p.wall, '#6b3a2a', 0.25)];
      content.push(rect(mortar / 2, mortar / 2, brickW - mortar, brickH - mortar, random.pick(shades)));
      content.push(rect(brickW + mortar / 2, mortar / 2, brickW - mortar, brickH - mortar, random.pick(shades)));
      content.push(rect(-brickW / 2 + mortar / 2, brickH + mortar / 2, brickW - mortar, brickH - mortar, random.pick(shades)));
      content.push(rect(brickW / 2 + mortar / 2, brickH + mortar / 2, brickW - mortar, brickH - mortar, random.pick(shades)));
      content.push(rect((3 * brickW) / 2 + mortar / 2, brickH + mortar / 2, brickW - mortar, brickH - mortar, random.pick(shades)));
      parts.push(rect(left, top, right - left, bottom - top, d.pattern(brickW * 2, brickH * 2, content.join(''), `translate(${n(left)} ${n(top)})`)));
      parts.push(rect(left, top, right - left, bottom - top, d.linear([[0, '#000000', 0.25], [0.5, '#000000', 0], [1, '#000000', 0.2]])));
      break;
    }
    case 'tiles': {
      const tileW = 15 * s;
      const tileH = 7.5 * s;
      const grout = darken(p.wallLower, 0.12);
      const tiles = rect(0, 0, tileW * 2, tileH * 2, grout) +
        rect(0.4, 0.4, tileW - 0.8, tileH - 0.8, p.wallLower) + rect(tileW + 0.4, 0.4, tileW - 0.8, tileH - 0.8, p.wallLower) +
        rect(-tileW / 2 + 0.4, tileH + 0.4, tileW - 0.8, tileH - 0.8, p.wallLower) + rect(tileW / 2 + 0.4, tileH + 0.4, tileW - 0.8, tileH - 0.8, p.wallLower) +
        rect((3 * tileW) / 2 + 0.4, tileH + 0.4, tileW - 0.8, tileH - 0.8, p.wallLower);
      parts.push(rect(left, y(130), right - left, 130 * s, d.pattern(tileW * 2, tileH * 2, tiles, `translate(${n(left)} ${n(y(130))})`)));
      parts.push(rect(left, y(132), right - left, 2.5 * s, darken(p.wallLower, 0.2)));
      break;
    }
    case 'slats': {
      const slat = 7 * s;
      const content = rect(0, 0, slat, 10, p.wood) + rect(slat * 0.8, 0, slat * 0.2, 10, darken(p.wood, 0.35));
      parts.push(rect(left, top, right - left, bottom - top, d.pattern(slat, 10, content, `translate(${n(left)} 0)`)));
      parts.push(rect(left, top, right - left, bottom - top, d.linear([[0, '#000000', 0.1], [1, '#000000', 0.3]])));
      break;
    }
    case 'plain':
      break;
  }
  parts.push(rect(left, y(9), right - left, 9 * s, kind === 'plain' ? lighten(p.wall, 0.2) : darken(p.wallLower, 0.15)));
  // Where the wall meets the floor, and where it meets the ceiling.
  parts.push(rect(left, bottom - 3 * s, right - left, 6 * s, '#000000', `opacity="0.28" filter="${d.blur(4)}"`));
  parts.push(rect(left, top, right - left, 4 * s, '#000000', `opacity="0.12" filter="${d.blur(3)}"`));
  return parts.join('');
}

/** A window in a side wall between depths z1 and z2, with the daylight it lets in. */
function sideWindow(d: Drawing, camera: Camera, room: Room, p: Palette, side: 'left' | 'right', z1: number, z2: number): string {
  const x = side === 'left' ? -room.halfWidth : room.halfWidth;
  const P = (y: number, z: number) => camera.project(x, y, z);
  const [y1, y2] = [55, 245];
  const frame = side === 'left' ? lighten(p.wall, 0.5) : lighten(p.wall, 0.4);
  const sky = d.linear([[0, '#cfe6f5'], [0.65, '#eef6fb'], [1, '#d9e8d2']]);
  const parts = [
    polygon([P(y1 - 6, z1 - 6), P(y2 + 6, z1 - 6), P(y2 + 6, z2 + 6), P(y1 - 6, z2 + 6)], frame),
    polygon([P(y1, z1), P(y2, z1), P(y2, z2), P(y1, z2)], sky),
    // Trees across the street.
    polygon([P(y1, z1), P(y1 + 70, z1), P(y1 + 95, (z1 + z2) / 2), P(y1 + 60, z2), P(y1, z2)], mix(p.plant, '#cfe6f5', 0.45), 'opacity="0.8"'),
  ];
  const mid = (z1 + z2) / 2;
  const [a, b] = [P(y1, mid), P(y2, mid)];
  parts.push(line(a[0], a[1], b[0], b[1], frame, 4));
  const [c, e] = [P(175, z1), P(175, z2)];
  parts.push(line(c[0], c[1], e[0], e[1], frame, 3));
  parts.push(polygon([P(y1 - 6, z1 - 6), P(y1 - 12, z1 - 8), P(y1 - 12, z2 + 8), P(y1 - 6, z2 + 6)], lighten(frame, 0.2)));
  // The sunlit patch on the floor.
  const inward = side === 'left' ? 1 : -1;
  const F = (dx: number, z: number) => camera.project(x + inward * dx, 0, z);
  parts.push(polygon([F(0, z1), F(0, z2), F(230, z2 + 90), F(230, z1 + 90)], lighten(p.light, 0.5), `opacity="0.28" filter="${d.blur(10)}"`));
  return parts.join('');
}

export interface RoomOptions {
  backWall: BackWall;
  leftWindow?: readonly [number, number];
  rightWindow?: readonly [number, number];
}

/** Ceiling, side walls, back wall and floor; what stands in the room is drawn after. */
export function drawRoom(d: Drawing, camera: Camera, room: Room, p: Palette, random: Random, options: RoomOptions): string {
  const { halfWidth: w, height: h, back, near } = room;
  const P = (x: number, y: number, z: number): Point => camera.project(x, y, z);
  const parts = [
    polygon([P(-w, h, near), P(w, h, near), P(w, h, back), P(-w, h, back)], d.linear([[0, darken(p.ceiling, 0.14)], [1, p.ceiling]])),
    polygon([P(-w, 0, near), P(-w, h, near), P(-w, h, back), P(-w, 0, back)], d.linear([[0, darken(p.wall, 0.2)], [1, darken(p.wall, 0.06)]], 0, 0, 1, 0)),
    polygon([P(w, 0, near), P(w, h, near), P(w, h, back), P(w, 0, back)], d.linear([[0, darken(p.wall, 0.1)], [1, darken(p.wall, 0.24)]], 0, 0, 1, 0)),
    floor(d, camera, room, p, random),
    backWall(d, camera, room, p, random, options.backWall),
  ];
  // Skirting along the side walls.
  for (const x of [-w, w]) parts.push(polygon([P(x, 0, near), P(x, 9, near), P(x, 9, back), P(x, 0, back)], darken(p.wall, 0.25)));
  if (options.leftWindow) parts.push(sideWindow(d, camera, room, p, 'left', ...options.leftWindow));
  if (options.rightWindow) parts.push(sideWindow(d, camera, room, p, 'right', ...options.rightWindow));
  return parts.join('');
}

/** A warm pool of light on the floor under a lamp at (x, z). */
export function lightPool(d: Drawing, camera: Camera, p: Palette, x: number, z: number, radius: number): string {
  const [sx, sy] = camera.project(x, 0, z);
  const s = camera.scale(z);
  return ellipse(sx, sy, radius * s, radius * s * 0.22, lighten(p.light, 0.3), `opacity="0.35" filter="${d.blur(12)}"`);
}

/** The finishing light over the whole picture: a soft top glow and a vignette. */
export function finish(d: Drawing, p: Palette): string {
  const glow = d.radial([[0, p.light, 0.16], [1, p.light, 0]], 0.5, 0.25, 0.7);
  const vignette = d.radial([[0.55, '#000000', 0], [1, '#000000', 0.32]], 0.5, 0.5, 0.75);
  return rect(0, 0, d.width, d.height, glow) + rect(0, 0, d.width, d.height, vignette);
}

/** The picture's size with the camera and room that fill it. */
export interface Frame {
  width: number;
  height: number;
  camera: Camera;
  room: Room;
}

/** A 3:2 photograph, 1800 × 1200: a room six metres wide seen from the door. */
export const photoFrame = (): Frame => ({
  width: 1800,
  height: 1200,
  camera: new Camera(1517, 900, 560, 140),
  room: { halfWidth: 300, height: 300, back: 700, near: 150 },
});

/** A 17:6 panorama, 2040 × 720: a room twelve metres wide. */
export const panoramaFrame = (): Frame => ({
  width: 2040,
  height: 720,
  camera: new Camera(1267, 1020, 300, 140),
  room: { halfWidth: 600, height: 300, back: 800, near: 150 },
});

/** `count` positions evenly spread across the back wall, `margin` centimetres from each side. */
export function spread(room: Room, count: number, margin: number): number[] {
  const span = room.halfWidth * 2 - margin * 2;
  return Array.from({ length: count }, (_, i) => (count === 1 ? 0 : -room.halfWidth + margin + (span * i) / (count - 1)));
}
