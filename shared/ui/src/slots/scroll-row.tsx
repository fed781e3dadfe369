import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button.tsx';
import { ChevronRightIcon } from '../icons.tsx';
import { clampScroll, CELLS_PER_SCROLL, SCROLL_DURATION_MS, scrollStep } from './scroll-step.ts';
import { animateScroll } from './animate-scroll.ts';

export interface ScrollRowProps {
  /** Names of the arrow buttons ("Poprzednie dni", "Następne dni"). */
  previousLabel: string;
  nextLabel: string;
  /** Width of one cell with its gap: one press moves 7 of them, or what fits. */
  pitch: number;
  /** The scrolling element, for callers that reveal a cell themselves. */
  viewportRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * A horizontally scrolling row with arrow buttons either side (the date strip, a salon's
 * times on desktop). The row scrolls by touch and trackpad too; the arrows page it by
 * whole cells with the spec's 500 ms animation and are disabled at either end.
 */
export function ScrollRow({ previousLabel, nextLabel, pitch, viewportRef, children }: ScrollRowProps) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const ref = viewportRef ?? ownRef;
  const cancel = useRef<() => void>(() => undefined);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [ref]);

  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, ref, children]);

  useEffect(() => () => cancel.current(), []);

  const page = (direction: 1 | -1) => {
    const element = ref.current;
    if (!element) return;
    const target = clampScroll(
      element.scrollLeft + direction * scrollStep(element.clientWidth, pitch, CELLS_PER_SCROLL),
      element.scrollWidth,
      element.clientWidth,
    );
    cancel.current();
    cancel.current = animateScroll(element, target, SCROLL_DURATION_MS);
  };

  return (
    <Row>
      <IconButton aria-label={previousLabel} size="sm" variant="secondary" disabled={edges.start} onClick={() => page(-1)}>
        <ChevronRightIcon size={18} style={{ transform: 'rotate(180deg)' }} />
      </IconButton>
      <Viewport ref={ref} onScroll={measure}>
        {children}
      </Viewport>
      <IconButton aria-label={nextLabel} size="sm" variant="secondary" disabled={edges.end} onClick={() => page(1)}>
        <ChevronRightIcon size={18} />
      </IconButton>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  /* Room for the focus ring of the cells, which overflow would clip. */
  padding: 4px 2px;

  &::-webkit-scrollbar {
    display: none;
  }
`;
