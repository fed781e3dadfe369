import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@salon/i18n';

/** Side of one star and the gap after it, in the SVG's user units. */
const STAR = 24;
const GAP = 4;
/** A five-pointed star in a 24 × 24 box. */
const STAR_PATH = 'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';

const sizes = { sm: 14, md: 20 } as const;

const Wrapper = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  line-height: 1;
  vertical-align: middle;

  > svg {
    display: block;
    height: ${({ $size }) => $size}px;
    width: auto;
    flex: none;
  }
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** Props of `StarRating`. */
export interface StarRatingProps {
  /** The score, e.g. a Google rating of 4.63; clamped to 0…max. */
  value: number;
  /** The best score and the number of stars drawn; 5 by default. */
  max?: number;
  /** 14 px (`sm`, lists) or 20 px (`md`, headers) tall stars. */
  size?: keyof typeof sizes;
  /** Writes the score to one decimal beside the stars ("4,6"). */
  showValue?: boolean;
  className?: string;
}

/** How wide the filled layer is: whole stars with their gaps, then the fraction of the next star. */
function filledWidth(value: number): number {
  const whole = Math.floor(value);
  return whole * (STAR + GAP) + (value - whole) * STAR;
}

/**
 * A score drawn as stars filled to the value (a fraction fills part of a star), pure
 * SVG. Assistive technology hears one sentence, "Ocena 4,6 na 5" (common `rating`),
 * from `role="img"`: the stars and the optional number beside them are hidden from it,
 * so the score is not read twice. The number is always formatted to one decimal in the
 * page's language.
 */
export function StarRating({ value, max = 5, size = 'md', showValue = false, className }: StarRatingProps) {
  const { t } = useTranslation('common');
  const stars = Math.max(1, Math.round(max));
  const score = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), stars);
  const width = stars * STAR + (stars - 1) * GAP;
  const fill = Math.min(filledWidth(score), width);
  const shapes = (kind: 'empty' | 'filled') =>
    Array.from({ length: stars }, (_, i) => (
      <path key={i} className={kind} d={STAR_PATH} transform={`translate(${i * (STAR + GAP)} 0)`} />
    ));
  return (
    <Wrapper
      role="img"
      aria-label={t('rating', { value: formatRating(score), max: stars })}
      className={className}
      $size={sizes[size]}
    >
      <StarsSvg viewBox={`0 0 ${width} ${STAR}`} width={width} height={STAR} aria-hidden="true" focusable="false">
        <g>{shapes('empty')}</g>
        {/* An inner <svg> clips what overflows it, so the filled row stops at the score; no ids needed. */}
        <svg x={0} y={0} width={fill} height={STAR}>
          {shapes('filled')}
        </svg>
      </StarsSvg>
      {showValue && <Value aria-hidden="true">{formatRating(score)}</Value>}
    </Wrapper>
  );
}

const StarsSvg = styled.svg`
  overflow: visible;

  .empty {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }

  .filled {
    fill: ${({ theme }) => theme.colors.accent};
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }

  svg {
    overflow: hidden;
  }
`;
