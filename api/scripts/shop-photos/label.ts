import { escapeHtml } from '@salon/contracts/html';
import { line, n } from '../salon-photos/svg.ts';

/*
 * What a pack's label prints: the brand, the line, the product's name and its volume,
 * set in the brand's typeface and fitted to the label's width. Only the DejaVu families
 * are on this machine (and on every machine the script runs on), so a brand's look comes
 * from serif or sans, weight, case and letter spacing.
 */

export interface Typeface {
  family: 'DejaVu Sans' | 'DejaVu Serif' | 'DejaVu Sans Condensed';
  /** The brand printed in capitals with wide spacing (most salon brands) or as written. */
  brandCaps: boolean;
  brandWeight: 'normal' | 'bold';
  nameWeight: 'normal' | 'bold';
}

export interface LabelText {
  brand: string;
  line: string | null;
  name: string;
  volume: string | null;
}

/** Average advance of a character in ems: DejaVu is wide. */
const advance = (text: string, caps: boolean, family: Typeface['family']) =>
  text.length * (caps ? 0.74 : 0.6) * (family === 'DejaVu Sans Condensed' ? 0.86 : 1);

export function text(
  x: number,
  y: number,
  content: string,
  options: { size: number; family: string; fill: string; weight?: string; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number; style?: string },
): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${options.family}"`,
    `font-size="${n(options.size)}"`,
    `fill="${options.fill}"`,
    `text-anchor="${options.anchor ?? 'middle'}"`,
    options.weight ? `font-weight="${options.weight}"` : '',
    options.spacing ? `letter-spacing="${n(options.spacing)}"` : '',
    options.opacity !== undefined ? `opacity="${n(options.opacity)}"` : '',
    options.style ? `font-style="${options.style}"` : '',
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${escapeHtml(content)}</text>`;
}

/** Words in lines of at most `width` ems at one em per `size`: greedy, never breaking a word. */
export function wrap(words: string, maxEms: number, caps: boolean, family: Typeface['family']): string[] {
  const lines: string[] = [];
  for (const word of words.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && advance(`${last} ${word}`, caps, family) <= maxEms) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The label's texts, stacked from `top` in a column `width` wide centred on `cx`; the
 * volume sits at `bottom`. Everything shrinks together until the stack fits above the
 * volume. Returns the SVG.
 */
export function labelTexts(
  cx: number,
  top: number,
  bottom: number,
  width: number,
  label: LabelText,
  face: Typeface,
  ink: string,
  accent: string,
): string {
  const volumeSize = Math.min(width * 0.07, 30);
  const room = bottom - top - (label.volume ? volumeSize * 1.6 : 0);
  let scale = 1;
  let layout = stack(cx, top, width, scale, label, face, ink, accent);
  while (layout.height > room && scale > 0.3) {
    scale *= 0.92;
    layout = stack(cx, top, width, scale, label, face, ink, accent);
  }
  const parts = [layout.svg];
  if (label.volume) parts.push(text(cx, bottom - volumeSize * 0.4, label.volume, { size: volumeSize, family: face.family, fill: ink, opacity: 0.8 }));
  return parts.join('');
}

/** Brand, rule, line and name from `top` at `scale` of their natural sizes; returns the SVG and the height used. */
function stack(cx: number, top: number, width: number, scale: number, label: LabelText, face: Typeface, ink: string, accent: string): { svg: string; height: number } {
  const parts: string[] = [];
  const brand = face.brandCaps ? label.brand.toUpperCase() : label.brand;
  // A long two-word brand is set as its logo is: the name large, the last word small below it.
  const words = brand.split(' ');
  const [main, sub] = brand.length > 12 && words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)!] : [brand, null];
  const fit = (content: string, max: number) => Math.min(max, (width * 0.92) / (advance(content, face.brandCaps, face.family) + content.length * 0.12));
  const brandSize = scale * fit(main, width * 0.13);
  let y = top + brandSize;
  parts.push(text(cx, y, main, { size: brandSize, family: face.family, fill: ink, weight: face.brandWeight, spacing: face.brandCaps ? brandSize * 0.12 : 0 }));
  if (sub) {
    const subSize = Math.min(brandSize * 0.42, scale * fit(sub, width * 0.06));
    y += subSize * 1.5;
    parts.push(text(cx, y, sub, { size: subSize, family: face.family, fill: ink, spacing: subSize * 0.3 }));
  }
  y += brandSize * 0.7;
  parts.push(line(cx - width * 0.18, y, cx + width * 0.18, y, accent, Math.max(1.5, width * 0.008)));
  if (label.line) {
    const lineText = label.line.toUpperCase();
    const lineSize = scale * Math.min(width * 0.065, (width * 0.9) / (advance(lineText, true, face.family) + lineText.length * 0.1));
    y += lineSize * 1.8;
    parts.push(text(cx, y, lineText, { size: lineSize, family: face.family, fill: accent, spacing: lineSize * 0.1 }));
  }
  // The name: as large as fits the width in at most three lines.
  let nameSize = width * 0.15;
  let lines = wrap(label.name, (width * 0.9) / nameSize, false, face.family);
  while ((lines.length > 3 || lines.some((l) => advance(l, false, face.family) * nameSize > width * 0.92)) && nameSize > 8) {
    nameSize *= 0.92;
    lines = wrap(label.name, (width * 0.9) / nameSize, false, face.family);
  }
  nameSize *= scale;
  y += nameSize * 1.5;
  for (const [i, l] of lines.entries()) {
    parts.push(text(cx, y, l, { size: nameSize, family: face.family, fill: ink, weight: face.nameWeight }));
    if (i < lines.length - 1) y += nameSize * 1.15;
  }
  return { svg: parts.join(''), height: y + nameSize * 0.3 - top };
}
