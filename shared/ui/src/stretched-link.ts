import { css } from 'styled-components';

/**
 * A card's link whose target is the whole card (the card is `position: relative` and shows
 * the focus with `:focus-within`): one tab stop, a big touch area. Used by the job offers'
 * and the shop's cards.
 */
export const stretchedLink = css`
  text-decoration: none;

  &:focus-visible {
    outline: none;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
