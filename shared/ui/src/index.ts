// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts cannot be imported; this brings the DefaultTheme augmentation into every program that imports @salon/ui
/// <reference path="./styled.d.ts" />
/**
 * @salon/ui: the theme and the shared components. Not a federation singleton (each app
 * bundles what it uses); styled-components is, so the shell's ThemeProvider themes them all.
 */
export { theme, breakpoints, media } from './theme.ts';
export type { Theme, Breakpoint } from './theme.ts';
export { GlobalStyle } from './global-style.ts';
export { UiRoot } from './ui-root.tsx';
export type { UiRootProps } from './ui-root.tsx';
export { useMediaQuery, useBreakpoint } from './use-media-query.ts';
export { Button, IconButton } from './button.tsx';
export type { ButtonVariant, ButtonSize, ButtonStyleProps, IconButtonProps } from './button.tsx';
export { Dialog } from './dialog.tsx';
export { focusWhenUncovered } from './focus-when-uncovered.ts';
export type { DialogProps } from './dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { Spinner } from './spinner.tsx';
export type { SpinnerProps } from './spinner.tsx';
export { Skeleton, PageSkeleton } from './skeleton.tsx';
export type { SkeletonProps } from './skeleton.tsx';
export { Breadcrumbs } from './breadcrumbs.tsx';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs.tsx';
export { ChipNav, ChipNavSkeleton } from './chip-nav.tsx';
export { SearchBox } from './search-box.tsx';
export type { SearchBoxLabels, SearchBoxProps } from './search-box.tsx';
export { SEARCH_PARAM, useSearchQuery } from './use-search-query.ts';
export type { ChipNavLink, ChipNavProps } from './chip-nav.tsx';
export { PageHeader } from './page-header.tsx';
export type { PageHeaderProps } from './page-header.tsx';
export { Container } from './container.tsx';
export { Page } from './page.tsx';
export type { PageProps } from './page.tsx';
export { useSeoPageContext } from './seo-page-context.ts';
export { RequireSession } from './require-session.tsx';
export type { RequireSessionProps } from './require-session.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';
export { PreferredSalonHeart } from './preferred-salon-heart.tsx';
export type { PreferredSalonHeartProps } from './preferred-salon-heart.tsx';
export { Price } from './price.tsx';
export type { PriceProps } from './price.tsx';
export { Alert } from './alert.tsx';
export type { AlertProps, AlertTone } from './alert.tsx';
export { CloseIcon, EyeIcon, EyeOffIcon, ChevronRightIcon, HelpIcon, HeartIcon } from './icons.tsx';
export { renderStandalone } from './render-standalone.tsx';
export { UiHostProvider, useUiHost, deepActiveElement } from './ui-host.tsx';
export type { UiHost } from './ui-host.tsx';
export { salonAddress, salonMapUrl, telUrl, googleReviewsUrl } from '@salon/contracts/salon-links';
export type { SalonForLinks } from '@salon/contracts/salon-links';
export { StarRating } from './star-rating.tsx';
export type { StarRatingProps } from './star-rating.tsx';
export { ResponsiveImage } from './responsive-image.tsx';
export type { ResponsiveImageProps } from './responsive-image.tsx';
export { MapView, DEFAULT_MAP_ZOOM } from './map/map-view.tsx';
export { MapFallback } from './map/map-fallback.ts';
export type { MapMarker, MapViewProps } from './map/map-types.ts';
export { Barcode } from './barcode.tsx';
export type { BarcodeProps } from './barcode.tsx';
export { RetryAlert } from './retry-alert.tsx';
export type { RetryAlertProps } from './retry-alert.tsx';
export { RemoteErrorBoundary } from './remote-error-boundary.tsx';
export { RemoteModule } from './remote-module.tsx';
export type { RemoteModuleProps } from './remote-module.tsx';
export { stretchedLink } from './stretched-link.ts';
