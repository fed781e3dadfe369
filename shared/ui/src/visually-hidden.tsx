import styled from 'styled-components';

/**
 * Text for screen readers only (labels of icon-only controls, context such as
 * "original price"). Stays in the accessibility tree, unlike `display: none`.
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
