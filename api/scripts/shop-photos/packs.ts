import type { ShopPack } from '../../src/db/seed/shop-products.ts';
import { circle, darken, type Drawing, ellipse, group, lighten, line, n, path, rect, roundRect } from '../salon-photos/svg.ts';
import { labelTexts, text, type LabelText, type Typeface } from './label.ts';
import { CENTRE, cylinder, FLOOR, reflection, standingShadow, streak } from './studio.ts';

/*
 * The packs of the shop's products, drawn front on as a packshot: bottles, pumps, glass
 * oil bottles, droppers, tubes, jars, aerosols, mist sprayers and brushes. A pack's size
 * follows its volume, so a litre pump towers over a 30 ml dropper as on a shelf.
 */

/** The colours of one product's pack. */
export interface Look {
  /** The backdrop's tint. */
  tint: string;
  body: string;
  cap: string;
  /** The label's paper; null prints straight on the body. */
  label: string | null;
  ink: string;
  accent: string;
  face: Typeface;
  /** Glass packs: the liquid seen through the glass. */
  liquid?: string;
}

interface Pack {
  /** Draws the pack standing on FLOOR centred on CENTRE; returns the base width for the shadow. */
  draw(d: Drawing, look: Look, label: LabelText, volumeMl: number | null): { svg: string; base: number };
}

/** Scales between two sizes by volume on a cube-root curve (a pack's height grows slower than its volume). */
const byVolume = (volumeMl: number | null, at30: number, at1000: number) => {
  const v = Math.cbrt(Math.max(30, Math.min(1000, volumeMl ?? 250)));
  const [lo, hi] = [Math.cbrt(30), Math.cbrt(1000)];
  return at30 + ((v - lo) / (hi - lo)) * (at1000 - at30);
};

/** A body's label: paper (or printed area) with the texts. */
function label(d: Drawing, look: Look, texts: LabelText, x: number, y: number, width: number, height: number, radius = 6): string {
  const paper = look.label
    ? roundRect(x, y, width, height, radius, d.linear([[0, darken(look.label, 0.12)], [0.2, look.label], [0.35, lighten(look.label, 0.25)], [0.8, look.label], [1, darken(look.label, 0.16)]], 0, 0, 1, 0))
    : '';
  return paper + labelTexts(x + width / 2, y + height * 0.08, y + height - height * 0.04, width * 0.86, texts, look.face, look.ink, look.accent);
}

/** The outline of a bottle: straight sides, rounded foot, shoulders curving into a neck. */
function bottleOutline(cx: number, top: number, width: number, height: number, neck: number, shoulder: number): string {
  const left = cx - width / 2;
  const right = cx + width / 2;
  const bottom = FLOOR;
  const foot = Math.min(26, width * 0.12);
  return [
    `M${n(cx - neck / 2)} ${n(top)}`,
    `C${n(cx - neck / 2)} ${n(top + shoulder * 0.5)} ${n(left)} ${n(top + shoulder * 0.35)} ${n(left)} ${n(top + shoulder)}`,
    `L${n(left)} ${n(bottom - foot)} Q${n(left)} ${n(bottom)} ${n(left + foot)} ${n(bottom)}`,
    `L${n(right - foot)} ${n(bottom)} Q${n(right)} ${n(bottom)} ${n(right)} ${n(bottom - foot)}`,
    `L${n(right)} ${n(top + shoulder)} C${n(right)} ${n(top + shoulder * 0.35)} ${n(cx + neck / 2)} ${n(top + shoulder * 0.5)} ${n(cx + neck / 2)} ${n(top)} Z`,
  ].join(' ');
}

/** A screw collar or cap: a short cylinder with ridges. */
function collar(d: Drawing, cx: number, y: number, width: number, height: number, colour: string, ridges = true): string {
  const parts = [roundRect(cx - width / 2, y, width, height, 4, cylinder(d, colour, 0.3))];
  if (ridges) for (let x = cx - width / 2 + 6; x < cx + width / 2 - 4; x += 7) parts.push(line(x, y + 3, x, y + height - 3, darken(colour, 0.25), 1.5, 'opacity="0.5"'));
  return parts.join('');
}

/** An upright pack's frame: its height by volume, its width, and the closure's share on top. */
function upright(volumeMl: number | null, at30: number, at1000: number, widthRatio: number, closureRatio: number) {
  const height = byVolume(volumeMl, at30, at1000);
  const closure = height * closureRatio;
  return { height, width: height * widthRatio, closure, top: FLOOR - height + closure, capTop: FLOOR - height };
}
type Frame = ReturnType<typeof upright>;

/** A plastic bottle's body below its closure: shaded, labelled, with a highlight. */
function plasticBody(d: Drawing, look: Look, texts: LabelText, f: Frame, neck: number, gloss = 0.35): string {
  const labelTop = f.top + f.height * 0.12;
  return [
    path(bottleOutline(CENTRE, f.top, f.width, f.height - f.closure, neck, f.height * 0.1), cylinder(d, look.body, gloss)),
    label(d, look, texts, CENTRE - f.width * 0.44, labelTop, f.width * 0.88, FLOOR - labelTop - f.height * 0.05),
    streak(d, CENTRE - f.width * 0.3, f.top + f.height * 0.1, f.width * 0.05, f.height * 0.58),
  ].join('');
}

const bottle: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 446, 832, 0.4, 0.15);
    const neck = f.width * 0.62;
    const hinge = f.capTop + f.closure * 0.42;
    // The flip cap: a rounded block, its lid's hinge line and a thumb notch.
    const svg = [
      plasticBody(d, look, texts, f, neck),
      roundRect(CENTRE - neck / 2, f.capTop, neck, f.closure + 4, 10, cylinder(d, look.cap, 0.28)),
      line(CENTRE - neck / 2 + 3, hinge, CENTRE + neck / 2 - 3, hinge, darken(look.cap, 0.35), 2),
      roundRect(CENTRE - neck * 0.16, hinge - 5, neck * 0.32, 8, 4, darken(look.cap, 0.25)),
    ].join('');
    return { svg, base: f.width };
  },
};

const pump: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 500, 800, 0.38, 0.2);
    const neck = f.width * 0.42;
    const stem = f.width * 0.09;
    const head = f.capTop;
    const svg = [
      plasticBody(d, look, texts, f, neck),
      collar(d, CENTRE, f.top - f.closure * 0.32, neck * 1.05, f.closure * 0.36, look.cap),
      rect(CENTRE - stem / 2, head + f.closure * 0.28, stem, f.closure * 0.42, cylinder(d, lighten(look.cap, 0.1))),
      // The head and its spout, pointing right.
      roundRect(CENTRE - f.width * 0.2, head, f.width * 0.4, f.closure * 0.3, 8, cylinder(d, look.cap, 0.3)),
      path(
        `M${n(CENTRE + f.width * 0.18)} ${n(head + 4)} L${n(CENTRE + f.width * 0.55)} ${n(head + f.closure * 0.06)} L${n(CENTRE + f.width * 0.55)} ${n(head + f.closure * 0.16)} L${n(CENTRE + f.width * 0.18)} ${n(head + f.closure * 0.24)} Z`,
        d.linear([[0, lighten(look.cap, 0.2)], [1, darken(look.cap, 0.25)]]),
      ),
    ].join('');
    return { svg, base: f.width };
  },
};

/** A glass bottle below its closure: the liquid behind the glass, darker at the rims, a bright edge on the left, a paper label. */
function glassBottle(d: Drawing, look: Look, texts: LabelText, f: Frame, neck: number, labelWidth: number): string {
  const liquid = look.liquid ?? look.body;
  const outline = bottleOutline(CENTRE, f.top, f.width, f.height - f.closure, neck, f.height * 0.14);
  const labelTop = f.top + f.height * 0.16;
  return [
    path(outline, d.linear([[0, darken(liquid, 0.5)], [0.12, darken(liquid, 0.1)], [0.3, lighten(liquid, 0.3)], [0.5, liquid], [0.85, darken(liquid, 0.3)], [1, darken(liquid, 0.55)]], 0, 0, 1, 0)),
    path(outline, 'none', `stroke="${lighten(look.body, 0.5)}" stroke-width="3" opacity="0.5"`),
    streak(d, CENTRE - f.width * 0.33, f.top + f.height * 0.06, f.width * 0.06, f.height * 0.5, 0.7),
    streak(d, CENTRE + f.width * 0.3, f.top + f.height * 0.15, f.width * 0.03, f.height * 0.3, 0.3),
    label(d, look, texts, CENTRE - (f.width * labelWidth) / 2, labelTop, f.width * labelWidth, FLOOR - labelTop - f.height * 0.08, 4),
  ].join('');
}

const glassPump: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 405, 728, 0.5, 0.24);
    const neck = f.width * 0.36;
    const svg = [
      glassBottle(d, look, texts, f, neck, 0.76),
      collar(d, CENTRE, f.top - f.closure * 0.3, neck * 1.25, f.closure * 0.4, look.cap),
      rect(CENTRE - 5, f.capTop + f.closure * 0.3, 10, f.closure * 0.3, lighten(look.cap, 0.2)),
      roundRect(CENTRE - f.width * 0.16, f.capTop, f.width * 0.32, f.closure * 0.32, 10, cylinder(d, look.cap, 0.4)),
      roundRect(CENTRE + f.width * 0.14, f.capTop + f.closure * 0.08, f.width * 0.16, f.closure * 0.1, 4, darken(look.cap, 0.15)),
    ].join('');
    return { svg, base: f.width };
  },
};

const dropper: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 446, 676, 0.42, 0.36);
    const neck = f.width * 0.4;
    const bulb = f.width * 0.3;
    const bulbFoot = f.top - f.closure * 0.34;
    const [left, right] = [CENTRE - bulb / 2, CENTRE + bulb / 2];
    const svg = [
      glassBottle(d, look, texts, f, neck, 0.8),
      // The collar, then the rubber bulb with its rounded top and grip rings.
      collar(d, CENTRE, f.top - f.closure * 0.36, neck * 1.3, f.closure * 0.4, look.cap, false),
      path(`M${n(left)} ${n(bulbFoot)} L${n(left)} ${n(f.capTop + bulb / 2)} A${n(bulb / 2)} ${n(bulb / 2)} 0 0 1 ${n(right)} ${n(f.capTop + bulb / 2)} L${n(right)} ${n(bulbFoot)} Z`, cylinder(d, darken(look.cap, 0.1), 0.25)),
      ...[0.3, 0.42, 0.54].map((at) => line(left + 2, f.capTop + f.closure * at, right - 2, f.capTop + f.closure * at, darken(look.cap, 0.4), 1.5, 'opacity="0.5"')),
    ].join('');
    return { svg, base: f.width };
  },
};

const tube: Pack = {
  draw(d, look, texts, volumeMl) {
    // Standing on its cap: the closure is at the foot, the crimped end at the top.
    const f = upright(volumeMl, 513, 832, 0.36, 0.13);
    const [top, width, height] = [f.capTop, f.width, f.height];
    const capWidth = width * 0.62;
    const bodyBottom = FLOOR - f.closure;
    const crimp = height * 0.05;
    const outline = [
      `M${n(CENTRE - width / 2)} ${n(top + crimp)}`,
      `C${n(CENTRE - width / 2)} ${n(top + height * 0.5)} ${n(CENTRE - capWidth * 0.62)} ${n(bodyBottom - height * 0.12)} ${n(CENTRE - capWidth * 0.5)} ${n(bodyBottom)}`,
      `L${n(CENTRE + capWidth * 0.5)} ${n(bodyBottom)}`,
      `C${n(CENTRE + capWidth * 0.62)} ${n(bodyBottom - height * 0.12)} ${n(CENTRE + width / 2)} ${n(top + height * 0.5)} ${n(CENTRE + width / 2)} ${n(top + crimp)} Z`,
    ].join(' ');
    const ridges = Array.from({ length: Math.floor(width / 9) }, (_, i) => line(CENTRE - width / 2 + 6 + i * 9, top + 3, CENTRE - width / 2 + 6 + i * 9, top + crimp - 3, darken(look.body, 0.2), 1.5, 'opacity="0.6"'));
    const svg = [
      path(outline, cylinder(d, look.body, 0.3)),
      rect(CENTRE - width / 2, top, width, crimp + 2, cylinder(d, darken(look.body, 0.05), 0.2)),
      ...ridges,
      label(d, look, texts, CENTRE - width * 0.42, top + height * 0.1, width * 0.84, height * 0.58),
      streak(d, CENTRE - width * 0.3, top + height * 0.1, width * 0.05, height * 0.55),
      roundRect(CENTRE - capWidth / 2, bodyBottom - 2, capWidth, f.closure + 2, 8, cylinder(d, look.cap, 0.3)),
      line(CENTRE - capWidth / 2 + 3, bodyBottom + f.closure * 0.3, CENTRE + capWidth / 2 - 3, bodyBottom + f.closure * 0.3, darken(look.cap, 0.3), 2),
    ].join('');
    return { svg, base: capWidth };
  },
};

const jar: Pack = {
  draw(d, look, texts, volumeMl) {
    const width = byVolume(volumeMl, 405, 650);
    const height = width * 0.62;
    const lidHeight = height * 0.3;
    const top = FLOOR - height;
    const bodyTop = top + lidHeight;
    const rim = width * 0.06;
    const svg = [
      path(
        `M${n(CENTRE - width / 2)} ${n(bodyTop)} L${n(CENTRE - width / 2)} ${n(FLOOR - rim)} Q${n(CENTRE)} ${n(FLOOR + rim)} ${n(CENTRE + width / 2)} ${n(FLOOR - rim)} L${n(CENTRE + width / 2)} ${n(bodyTop)} Z`,
        cylinder(d, look.body, 0.3),
      ),
      label(d, look, texts, CENTRE - width * 0.42, bodyTop + height * 0.05, width * 0.84, FLOOR - bodyTop - height * 0.1),
      streak(d, CENTRE - width * 0.34, bodyTop + 10, width * 0.03, height * 0.5),
      // The lid: a slightly wider cylinder whose top is seen as a flat ellipse.
      path(
        `M${n(CENTRE - width / 2 - 6)} ${n(top + rim)} L${n(CENTRE - width / 2 - 6)} ${n(bodyTop)} Q${n(CENTRE)} ${n(bodyTop + rim * 1.6)} ${n(CENTRE + width / 2 + 6)} ${n(bodyTop)} L${n(CENTRE + width / 2 + 6)} ${n(top + rim)} Z`,
        cylinder(d, look.cap, 0.35),
      ),
      ellipse(CENTRE, top + rim, width / 2 + 6, rim, d.linear([[0, lighten(look.cap, 0.35)], [1, lighten(look.cap, 0.1)]])),
      ellipse(CENTRE, top + rim, width / 2 - 20, rim * 0.6, 'none', `stroke="${darken(look.cap, 0.15)}" stroke-width="2" opacity="0.5"`),
    ].join('');
    return { svg, base: width };
  },
};

const sprayCan: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 513, 936, 0.3, 0.2);
    const [width, height, capTop] = [f.width, f.height, f.capTop];
    const dome = height * 0.06;
    const bodyTop = f.top + dome;
    const svg = [
      // The can, a thin rolled rim at the foot, a dome up to the valve cup.
      path(
        `M${n(CENTRE - width / 2)} ${n(bodyTop)} L${n(CENTRE - width / 2)} ${n(FLOOR - 6)} Q${n(CENTRE - width / 2)} ${n(FLOOR)} ${n(CENTRE - width / 2 + 8)} ${n(FLOOR)} L${n(CENTRE + width / 2 - 8)} ${n(FLOOR)} Q${n(CENTRE + width / 2)} ${n(FLOOR)} ${n(CENTRE + width / 2)} ${n(FLOOR - 6)} L${n(CENTRE + width / 2)} ${n(bodyTop)} Q${n(CENTRE)} ${n(bodyTop - dome * 2)} ${n(CENTRE - width / 2)} ${n(bodyTop)} Z`,
        cylinder(d, look.body, 0.45),
      ),
      rect(CENTRE - width / 2, FLOOR - 10, width, 5, darken(look.body, 0.3), 'opacity="0.6"'),
      label(d, look, texts, CENTRE - width * 0.45, bodyTop + height * 0.05, width * 0.9, FLOOR - bodyTop - height * 0.08, 2),
      streak(d, CENTRE - width * 0.3, bodyTop, width * 0.06, FLOOR - bodyTop - 20, 0.5),
      // The overcap: a cylinder just narrower than the can, with a rounded top.
      path(
        `M${n(CENTRE - width * 0.47)} ${n(bodyTop - dome * 0.6)} L${n(CENTRE - width * 0.47)} ${n(capTop + 24)} Q${n(CENTRE - width * 0.47)} ${n(capTop)} ${n(CENTRE - width * 0.3)} ${n(capTop)} L${n(CENTRE + width * 0.3)} ${n(capTop)} Q${n(CENTRE + width * 0.47)} ${n(capTop)} ${n(CENTRE + width * 0.47)} ${n(capTop + 24)} L${n(CENTRE + width * 0.47)} ${n(bodyTop - dome * 0.6)} Z`,
        cylinder(d, look.cap, 0.4),
      ),
      streak(d, CENTRE - width * 0.28, capTop + 10, width * 0.05, f.closure * 0.8, 0.4),
    ].join('');
    return { svg, base: width };
  },
};

const mist: Pack = {
  draw(d, look, texts, volumeMl) {
    const f = upright(volumeMl, 486, 832, 0.36, 0.24);
    const neck = f.width * 0.5;
    const svg = [
      plasticBody(d, look, texts, f, neck),
      collar(d, CENTRE, f.top - f.closure * 0.3, neck * 1.05, f.closure * 0.34, look.cap),
      // The actuator under a clear overcap.
      roundRect(CENTRE - neck * 0.3, f.capTop + f.closure * 0.25, neck * 0.6, f.closure * 0.45, 6, cylinder(d, look.cap, 0.3)),
      circle(CENTRE + neck * 0.12, f.capTop + f.closure * 0.4, 4, darken(look.cap, 0.5)),
      roundRect(CENTRE - neck * 0.52, f.capTop, neck * 1.04, f.closure * 0.72, 14, '#ffffff', `opacity="0.22" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"`),
      streak(d, CENTRE - neck * 0.4, f.capTop + 8, 6, f.closure * 0.5, 0.7),
    ].join('');
    return { svg, base: f.width };
  },
};

/** A brush lies on the table, turned a little; its shadow is its outline, darkened and blurred. */
function lying(d: Drawing, look: Look, shape: string): { svg: string; base: number } {
  const turn = `rotate(-20 ${CENTRE} ${FLOOR - 170})`;
  const dark = shape.replace(/fill="[^"]*"/g, `fill="${darken(look.tint, 0.6)}"`).replace(/stroke="[^"]*"/g, 'stroke="none"');
  const shadow = group(dark, `transform="translate(26 64) ${turn}" filter="${d.blur(16)}" opacity="0.28"`);
  // base 0: no standing shadow, the shadow above is the whole of it.
  return { svg: shadow + group(shape, `transform="${turn}"`), base: 0 };
}

const roundBrush: Pack = {
  draw(d, look, texts) {
    const length = 760;
    const left = CENTRE - length / 2;
    const y = FLOOR - 170;
    const barrel = 150;
    const barrelLength = 330;
    const bristles: string[] = [];
    for (let x = left + 12; x < left + barrelLength - 8; x += 11) {
      for (const side of [-1, 1]) bristles.push(line(x, y + (side * barrel) / 2, x + 2, y + side * (barrel / 2 + 34), side < 0 ? lighten(look.accent, 0.3) : darken(look.accent, 0.1), 3));
    }
    const vents = Array.from({ length: 9 }, (_, i) => roundRect(left + 30 + i * 33, y - 12, 18, 24, 6, darken(look.body, 0.35), 'opacity="0.7"'));
    const handleLeft = left + barrelLength + 40;
    const shape = [
      ...bristles,
      roundRect(left, y - barrel / 2, barrelLength, barrel, 16, d.linear([[0, lighten(look.body, 0.4)], [0.35, lighten(look.body, 0.1)], [0.7, look.body], [1, darken(look.body, 0.35)]])),
      ...vents,
      rect(left + barrelLength - 4, y - barrel * 0.32, 48, barrel * 0.64, d.linear([[0, lighten(look.cap, 0.5)], [0.4, look.cap], [1, darken(look.cap, 0.4)]])),
      path(
        `M${n(handleLeft)} ${n(y - 34)} L${n(left + length - 40)} ${n(y - 26)} Q${n(left + length)} ${n(y - 24)} ${n(left + length)} ${n(y)} Q${n(left + length)} ${n(y + 24)} ${n(left + length - 40)} ${n(y + 26)} L${n(handleLeft)} ${n(y + 34)} Z`,
        d.linear([[0, lighten(look.cap, 0.35)], [0.3, look.cap], [1, darken(look.cap, 0.45)]]),
      ),
      text(handleLeft + (length - barrelLength - 80) / 2, y + 9, texts.brand.toUpperCase(), { size: 24, family: look.face.family, fill: look.ink, spacing: 3 }),
    ].join('');
    return lying(d, look, shape);
  },
};

const paddleBrush: Pack = {
  draw(d, look, texts) {
    const length = 760;
    const left = CENTRE - length / 2;
    const y = FLOOR - 170;
    const headLength = 330;
    const headWidth = 250;
    const tufts: string[] = [];
    for (let row = 0; row < 7; row += 1) {
      for (let col = 0; col < 9; col += 1) {
        const x = left + 40 + col * 32 + (row % 2) * 16;
        const ty = y - headWidth / 2 + 38 + row * 29;
        if (x > left + headLength - 34) continue;
        tufts.push(circle(x, ty, 9, d.radial([[0, lighten(look.accent, 0.4)], [1, darken(look.accent, 0.2)]])));
      }
    }
    const handleLeft = left + headLength - 10;
    const shape = [
      roundRect(left, y - headWidth / 2, headLength, headWidth, 110, d.linear([[0, lighten(look.body, 0.3)], [0.5, look.body], [1, darken(look.body, 0.35)]])),
      roundRect(left + 18, y - headWidth / 2 + 18, headLength - 36, headWidth - 36, 94, darken(look.cap, 0.2)),
      ...tufts,
      path(
        `M${n(handleLeft)} ${n(y - 56)} Q${n(handleLeft + 90)} ${n(y - 30)} ${n(left + length - 40)} ${n(y - 30)} Q${n(left + length)} ${n(y - 28)} ${n(left + length)} ${n(y)} Q${n(left + length)} ${n(y + 28)} ${n(left + length - 40)} ${n(y + 30)} Q${n(handleLeft + 90)} ${n(y + 30)} ${n(handleLeft)} ${n(y + 56)} Z`,
        d.linear([[0, lighten(look.body, 0.3)], [0.35, look.body], [1, darken(look.body, 0.4)]]),
      ),
      text(handleLeft + 230, y + 9, texts.brand.toUpperCase(), { size: 24, family: look.face.family, fill: look.ink, spacing: 3 }),
    ].join('');
    return lying(d, look, shape);
  },
};

export const PACKS: Record<ShopPack, Pack> = {
  bottle,
  pump,
  'glass-pump': glassPump,
  dropper,
  tube,
  jar,
  'spray-can': sprayCan,
  mist,
  'round-brush': roundBrush,
  'paddle-brush': paddleBrush,
};

/** A pack standing (or lying) on the table with its shadow and reflection. */
export function drawPack(d: Drawing, pack: ShopPack, look: Look, texts: LabelText, volumeMl: number | null): string {
  const { svg, base } = PACKS[pack].draw(d, look, texts, volumeMl);
  if (base === 0) return svg;
  return standingShadow(d, CENTRE, base, look.tint) + reflection(d, CENTRE, base, look.body) + svg;
}
