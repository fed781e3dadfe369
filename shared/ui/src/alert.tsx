import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type AlertTone = 'info' | 'warning' | 'error' | 'success';

export interface AlertProps {
  tone: AlertTone;
  /** A short bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

const toneColors = (theme: DefaultTheme, tone: AlertTone) =>
  ({
    info: { text: theme.colors.info, surface: theme.colors.infoSurface },
    warning: { text: theme.colors.warning, surface: theme.colors.warningSurface },
    error: { text: theme.colors.error, surface: theme.colors.errorSurface },
    success: { text: theme.colors.success, surface: theme.colors.successSurface },
  })[tone];

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $tone }) => toneColors(theme, $tone).text};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).surface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

const Title = styled.strong<{ $tone: AlertTone }>`
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
`;

/**
 * A message box. An error is a `role="alert"` (read out at once, it usually follows an
 * action that failed); the other tones are a polite `role="status"`.
 */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {title && <Title $tone={tone}>{title}</Title>}
      {children && <div>{children}</div>}
    </Box>
  );
}
