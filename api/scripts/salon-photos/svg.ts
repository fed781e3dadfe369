/*
 * The few SVG helpers the salon illustrations are drawn with: colours, a document that
 * collects its gradients and filters, and a pinhole camera that projects a room measured
 * in centimetres onto the picture.
 */

/** '#rrggbb' → [r, g, b]. */
function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const toHex = (channel: number) => Math.round(Math.max(0, Math.min(255, channel))).toString(16).padStart(2, '0');

/** The colour a share `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`;
}

/** The difference in lightness of two colours, 0–1. */
export function contrast(a: string, b: string): number {
  const light = (hex: string) => {
    const [r, g, bl] = rgb(hex);
    return (0.2126 * r + 0.7152 * g + 0.0722 * bl) / 255;
  };
  return Math.abs(light(a) - light(b));
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Numbers in SVG text: one decimal is plenty at 1800 pixels. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();
/** Scale factors need more: four decimals. */
export const fine = (value: number) => (Math.round(value * 10_000) / 10_000).toString();

export type Point = readonly [number, number];
export const points = (list: readonly Point[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A gradient stop: offset 0–1, colour, opacity. */
export type Stop = readonly [number, string, number?];

/**
 * One picture being drawn: the body is appended in painting order, gradients and
 * filters go to <defs> under ids of their own.
 */
export class Drawing {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private next = 0;
  private readonly blurs = new Map<number, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, colour, opacity]) => `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`)
      .join('');
  }

  /** A linear gradient over the shape's box, from (x1, y1) to (x2, y2) in 0–1 units. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient over the shape's box, centred at (cx, cy) in 0–1 units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter (soft shadows, glows), shared by every shape of one radius. */
  blur(deviation: number): string {
    const known = this.blurs.get(deviation);
    if (known) return known;
    const id = this.id('b');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`);
    const ref = `url(#${id})`;
    this.blurs.set(deviation, ref);
    return ref;
  }

  /** A clip path of the given shapes; returns its reference. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A repeating pattern in user units. */
  pattern(width: number, height: number, content: string, transform = ''): string {
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(width)}" height="${n(height)}"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/**
 * A pinhole camera looking straight at the back wall of a room. Room coordinates are
 * centimetres: x to the right of the room's centre line, y up from the floor, z away
 * from the camera. Straight lines stay straight, so any flat rectangle in the room is
 * drawn as the polygon of its projected corners.
 */
export class Camera {
  constructor(
    /** Focal length in pixels. */
    readonly focal: number,
    /** Where the centre line of the room meets the picture. */
    readonly centreX: number,
    /** The horizon: the picture row at the camera's eye height. */
    readonly horizon: number,
    /** The camera's eye height in centimetres. */
    readonly eye: number,
  ) {}

  project(x: number, y: number, z: number): Point {
    return [this.centreX + (this.focal * x) / z, this.horizon - (this.focal * (y - this.eye)) / z];
  }

  /** Pixels per centimetre at depth z. */
  scale(z: number): number {
    return this.focal / z;
  }

  /**
   * The transform that puts a drawing made in centimetres (origin at its bottom centre,
   * y growing downwards as in SVG) at room point (x, y, z), facing the camera.
   */
  place(x: number, y: number, z: number): string {
    const [sx, sy] = this.project(x, y, z);
    return `translate(${n(sx)} ${n(sy)}) scale(${fine(this.scale(z))})`;
  }
}

/** A group placed in the room by the camera. */
export const placed = (camera: Camera, x: number, y: number, z: number, content: string) =>
  `<g transform="${camera.place(x, y, z)}">${content}</g>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const roundRect = (x: number, y: number, width: number, height: number, radius: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const polygon = (list: readonly Point[], fill: string, extra = '') => `<polygon points="${points(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;

export const group = (content: string, attributes = '') => `<g${attributes ? ` ${attributes}` : ''}>${content}</g>`;
