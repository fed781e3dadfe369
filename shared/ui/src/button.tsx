import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/** How prominent a button is: one primary action per view, secondary beside it, ghost and link for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width (mobile footers, dialog actions). */
  fullWidth?: boolean;
}

// Style props stay in styled-components: a DOM <button> or a router <Link> would
// otherwise receive them as unknown attributes.
const STYLE_PROPS = new Set(['variant', 'size', 'fullWidth']);
const shouldForwardProp = (prop: string) => !STYLE_PROPS.has(prop);

const sizes = {
  // Even the small size keeps a 36 px target; md and lg reach the 44 px touch size.
  sm: css`
    min-height: 36px;
    padding: 6px 14px;
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 10px 20px;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 14px 28px;
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  link: css`
    min-height: 0;
    padding: 0;
    background: none;
    border: 0;
    border-radius: 0;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

const base = ({ theme }: { theme: DefaultTheme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-family: ${theme.typography.fontFamily};
  font-weight: ${theme.typography.fontWeights.semibold};
  line-height: ${theme.typography.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast} ease,
    border-color ${theme.durations.fast} ease,
    color ${theme.durations.fast} ease;

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/**
 * The site's button. Renders a `<button type="button">` unless told otherwise (a
 * forgotten type would submit the surrounding form); `as` renders anything else with the
 * same look, e.g. a react-router link:
 *
 * @example
 * <Button onClick={save}>Zapisz</Button>
 * <Button as={Link} to="/rezerwacja" variant="secondary">Umów wizytę</Button>
 */
export const Button = styled.button
  .withConfig({ shouldForwardProp })
  .attrs<ButtonStyleProps>((props) => {
    // Only a real <button> gets a default type; on a link `type` means a MIME type.
    // `as` is read loosely: declaring it here would cost the polymorphic typing of `as`.
    const target = (props as { as?: unknown }).as;
    return { type: target === undefined || target === 'button' ? (props.type ?? 'button') : props.type };
  })<ButtonStyleProps>`
  ${base}
  ${({ size = 'md' }) => sizes[size]}
  ${({ variant = 'primary' }) => variants[variant]}
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
`;

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  /** The icon; hidden from assistive technology. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md';
};

const IconButtonBase = styled.button.withConfig({ shouldForwardProp })<{
  variant: 'ghost' | 'secondary' | 'primary';
  size: 'sm' | 'md';
}>`
  ${base}
  flex: none;
  padding: 0;
  width: ${({ size }) => (size === 'sm' ? '36px' : '44px')};
  height: ${({ size }) => (size === 'sm' ? '36px' : '44px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ variant }) => variants[variant]}
`;

/** A button showing only an icon. The `aria-label` is required and becomes its accessible name. */
export function IconButton({ children, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <IconButtonBase type={type} variant={variant} size={size} {...rest}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </IconButtonBase>
  );
}
