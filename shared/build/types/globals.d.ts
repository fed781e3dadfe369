/** Values the rspack factory defines at build time (see shared/build/src/rspack.ts). */
declare const __APP_NAME__: string;
declare const __BUILD_TIMESTAMP__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
