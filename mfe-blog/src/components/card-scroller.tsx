import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon, IconButton, useMediaQuery } from '@salon/ui';
import { CardRow, CardRowViewport, HomeWidgetHeader, HomeWidgetSection, HomeWidgetTitle } from '@salon/ui/home-widgets';

export interface CardScrollerProps {
  /** The section's `<h2>`; it also names the scrolling region. */
  title: string;
  /** Names of the header's buttons ("Poprzednie filmy", "Następne filmy"). */
  previousLabel: string;
  nextLabel: string;
  /** The cards, each an `<li>`. */
  children: ReactNode;
}

/**
 * A home-page section with a row of cards that scrolls sideways (the videos, the
 * suggested posts): the heading, previous and next buttons while the row overflows
 * (disabled at either end), and the row itself, a labelled region that the keyboard can
 * focus and scroll with the arrow keys. Swipes and trackpads move it too; cards snap to
 * the start. Its box is the skeleton's (`@salon/ui/home-widgets`), whatever the number
 * of cards.
 */
export function CardScroller({ title, previousLabel, nextLabel, children }: CardScrollerProps) {
  const titleId = useId();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const start = viewport.scrollLeft <= 1;
    const end = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return undefined;
    // The window and the cards: either one's size changes whether the row overflows (a
    // resized window; cards laid out only once the section is shown).
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    for (const card of viewport.firstElementChild?.children ?? []) observer.observe(card);
    return () => observer.disconnect();
  }, [measure, children]);

  // A page at a time; snapping lands it on a card's start.
  const page = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    viewport?.scrollBy?.({ left: direction * viewport.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const overflowing = !(edges.start && edges.end);
  return (
    <HomeWidgetSection>
      <HomeWidgetHeader>
        <HomeWidgetTitle id={titleId}>{title}</HomeWidgetTitle>
        {overflowing && (
          <Buttons>
            <IconButton aria-label={previousLabel} variant="secondary" disabled={edges.start} onClick={() => page(-1)}>
              <ChevronRightIcon style={{ transform: 'rotate(180deg)' }} />
            </IconButton>
            <IconButton aria-label={nextLabel} variant="secondary" disabled={edges.end} onClick={() => page(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Buttons>
        )}
      </HomeWidgetHeader>
      <CardRowViewport ref={viewportRef} role="region" aria-labelledby={titleId} tabIndex={0} onScroll={measure}>
        <CardRow>{children}</CardRow>
      </CardRowViewport>
    </HomeWidgetSection>
  );
}

const Buttons = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xs};
`;
