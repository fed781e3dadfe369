import 'styled-components';
import type { Theme } from './theme.ts';

// Types `props.theme` in every styled template of every app that imports @salon/ui.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging needs an interface
  export interface DefaultTheme extends Theme {}
}
