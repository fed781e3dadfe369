/*
 * Paging of the horizontal rows (date strip, a salon's times): the spec's "slot cell width
 * 68, 7 slots per scroll; date-picker scroll animation 500 ms" (part 1, section 9).
 */

/** The width of one time cell with its gap, in pixels. */
export const SLOT_CELL_PITCH = 68;
/** Cells one press of the arrow moves on a wide screen. */
export const CELLS_PER_SCROLL = 7;
/** How long one scroll of the date strip animates. */
export const SCROLL_DURATION_MS = 500;

/**
 * How far one press moves: `cellsPerScroll` cells, or as many whole cells as fit when the
 * row is narrower (a phone), never less than one, so no cell is left cut in half.
 */
export function scrollStep(clientWidth: number, pitch: number, cellsPerScroll = CELLS_PER_SCROLL): number {
  const fitting = Math.max(1, Math.floor(clientWidth / pitch));
  return Math.min(cellsPerScroll, fitting) * pitch;
}

/** The scroll position after moving by `delta`, kept inside the row. */
export function clampScroll(target: number, scrollWidth: number, clientWidth: number): number {
  return Math.max(0, Math.min(target, Math.max(0, scrollWidth - clientWidth)));
}

/** The position that brings a cell into view, moving as little as possible. */
export function scrollToReveal(
  current: number,
  clientWidth: number,
  cellStart: number,
  cellWidth: number,
): number {
  if (cellStart < current) return cellStart;
  if (cellStart + cellWidth > current + clientWidth) return cellStart + cellWidth - clientWidth;
  return current;
}

/** Ease in and out, so a long move starts and ends softly. */
export function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}
