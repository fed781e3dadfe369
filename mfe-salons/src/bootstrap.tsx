import { renderStandalone } from '@salon/ui';
import SalonsRoutes from './routes.tsx';

// Standalone dev server: the remote on its own, with runtime config, i18n and a router.
renderStandalone(<SalonsRoutes />);
