import { renderStandalone } from '@salon/ui';
import AuthDialogHost from './dialog-host.tsx';
import { StandalonePage } from './standalone-page.tsx';

// Standalone dev server: a page with a button that opens the dialog, plus the host itself.
renderStandalone(
  <>
    <StandalonePage />
    <AuthDialogHost />
  </>,
);
