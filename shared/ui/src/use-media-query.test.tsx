import { act, renderHook } from '@testing-library/react';
import { useBreakpoint, useMediaQuery } from './use-media-query.ts';
import { media } from './theme.ts';
import { mockViewport } from './testing.ts';

describe('useBreakpoint', () => {
  it('is desktop where matchMedia never matches (the jsdom default)', () => {
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
  });

  it.each([
    [360, 'mobile'],
    [719, 'mobile'],
    [720, 'tablet'],
    [1149, 'tablet'],
    [1150, 'desktop'],
    [1600, 'desktop'],
  ])('at %i px it is %s', (width, expected) => {
    const viewport = mockViewport(width);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe(expected);
    viewport.restore();
  });

  it('follows the viewport when it is resized', () => {
    const viewport = mockViewport(400);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('mobile');
    act(() => viewport.resize(800));
    expect(result.current).toBe('tablet');
    act(() => viewport.resize(1200));
    expect(result.current).toBe('desktop');
    viewport.restore();
  });
});

describe('useMediaQuery', () => {
  it('accepts a plain query or a media helper string', () => {
    const viewport = mockViewport(800);
    expect(renderHook(() => useMediaQuery('(min-width: 720px)')).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery(media.up('desktop'))).result.current).toBe(false);
    viewport.restore();
  });
});
