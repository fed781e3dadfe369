import styled, { keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container } from './container.tsx';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

type Length = number | string;
const toCss = (value: Length): string => (typeof value === 'number' ? `${value}px` : value);

type Radius = keyof DefaultTheme['radii'] | Length;
const isThemeRadius = (theme: DefaultTheme, radius: Radius): radius is keyof DefaultTheme['radii'] =>
  typeof radius === 'string' && radius in theme.radii;

const Bar = styled.span<{ $width: string; $height: string; $radius: Radius }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => (isThemeRadius(theme, $radius) ? theme.radii[$radius] : toCss($radius))};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface SkeletonProps {
  /** CSS length or pixels; 100% by default. */
  width?: Length;
  /** CSS length or pixels; one line of text (1em) by default. */
  height?: Length;
  /** A theme radius name or a CSS length. */
  radius?: Radius;
  /** Several text lines; the last one is shorter, like a paragraph. */
  lines?: number;
}

/**
 * A grey placeholder with a subtle shimmer where content will appear. Hidden from
 * assistive technology: the surrounding region announces loading (see PageSkeleton),
 * not every bar.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', lines = 1 }: SkeletonProps) {
  const bar = (key: number, barWidth: string) => (
    <Bar key={key} $width={barWidth} $height={toCss(height)} $radius={radius} />
  );
  if (lines <= 1) return <span aria-hidden="true">{bar(0, toCss(width))}</span>;
  return (
    <Lines aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => bar(i, i === lines - 1 ? '60%' : toCss(width)))}
    </Lines>
  );
}

const PageBlocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const BlockGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The placeholder for a whole page while a remote loads: a breadcrumb, a title and a few
 * content blocks. Announced once as "Ładowanie…" (common `loading`).
 */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Container role="status" aria-label={t('loading')} aria-busy="true">
      <PageBlocks>
        <Skeleton width={220} height={14} />
        <Skeleton width="min(420px, 80%)" height={36} radius="md" />
        <Skeleton lines={3} />
        <BlockGrid>
          {[0, 1, 2].map((i) => (
            <Block key={i}>
              <Skeleton height={160} radius="lg" />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </Block>
          ))}
        </BlockGrid>
      </PageBlocks>
    </Container>
  );
}
