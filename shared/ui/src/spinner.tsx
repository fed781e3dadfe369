import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden.tsx';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: 20, md: 32, lg: 48 } as const;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* Under reduced motion the global style stops the turn; a still ring still reads as "busy". */
`;

export interface SpinnerProps {
  /** What is loading, for screen readers; "Ładowanie…" (common `loading`) by default. */
  label?: string;
  size?: keyof typeof sizes;
}

/** A loading indicator announced politely to screen readers (`role="status"`). */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <Wrapper role="status">
      <Circle $size={sizes[size]} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </Wrapper>
  );
}
