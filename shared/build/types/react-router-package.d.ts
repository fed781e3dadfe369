/** react-router under the name react-router-subset.ts imports it by (an rspack alias). */
declare module '@salon/react-router-package' {
  export * from 'react-router';
}
