import { clampScroll, easeInOut, scrollStep, scrollToReveal, SLOT_CELL_PITCH } from './scroll-step.ts';

it('moves 7 cells of 68 px on a wide row', () => {
  expect(scrollStep(900, SLOT_CELL_PITCH)).toBe(476);
});

it('moves as many whole cells as fit on a narrow row, at least one', () => {
  expect(scrollStep(350, SLOT_CELL_PITCH)).toBe(5 * 68);
  expect(scrollStep(40, SLOT_CELL_PITCH)).toBe(68);
});

it('keeps the position inside the row', () => {
  expect(clampScroll(-20, 1000, 400)).toBe(0);
  expect(clampScroll(900, 1000, 400)).toBe(600);
  expect(clampScroll(300, 1000, 400)).toBe(300);
  expect(clampScroll(300, 200, 400)).toBe(0);
});

it('reveals a cell with the smallest move', () => {
  expect(scrollToReveal(200, 400, 100, 68)).toBe(100);
  expect(scrollToReveal(200, 400, 580, 68)).toBe(248);
  expect(scrollToReveal(200, 400, 300, 68)).toBe(200);
});

it('eases from 0 to 1', () => {
  expect(easeInOut(0)).toBe(0);
  expect(easeInOut(0.5)).toBe(0.5);
  expect(easeInOut(1)).toBe(1);
});
