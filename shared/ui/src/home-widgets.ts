/**
 * `@salon/ui/home-widgets`: the boxes, placeholders and image sizes of the home page's
 * widgets, shared by the shell (which reserves each widget's box while the blog remote
 * loads) and the blog remote (which draws the widgets in the same boxes).
 */
export * from './home-widgets/layout.ts';
export * from './home-widgets/skeletons.tsx';
export * from './home-widgets/banner-images.ts';
export * from './home-widgets/banner-picture.tsx';
