import { Navigate, Route, Routes } from 'react-router';
import { isMaintenanceActive } from '@salon/contracts';
import { useRuntimeConfig } from '@salon/platform';
import { Layout } from '../layout/layout.tsx';
import { MaintenancePage } from '../pages/maintenance-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { AboutPage } from '../pages/about-page.tsx';
import { AppDownloadPage } from '../pages/app-download-page.tsx';
import { EmailConfirmationPage } from '../pages/email-confirmation-page.tsx';
import { UnsubscribePage } from '../pages/unsubscribe-page.tsx';
import { RemoteRoute } from '../remote-slot/remote-route.tsx';

/**
 * The shell's route table: its own static pages, and one root splat that hands every
 * other path to the remote owning its prefix (or back to root when none does).
 */
export function App() {
  const config = useRuntimeConfig();
  if (isMaintenanceActive(config.maintenance)) return <MaintenancePage />;

  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Navigate to={{ pathname: '/home' }} replace />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/o-nas" element={<AboutPage />} />
        <Route path="/pobierz-aplikacje" element={<AppDownloadPage />} />
        <Route path="/email-confirmation/:requestId" element={<EmailConfirmationPage />} />
        <Route path="/unsubscribe/email/:customerId" element={<UnsubscribePage />} />
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </Layout>
  );
}
