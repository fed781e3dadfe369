import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSkeleton } from '@salon/ui';
import { LEGAL_PAGE_PATHS, isMaintenanceActive } from '@salon/contracts';
import { useRuntimeConfig } from '@salon/platform';
import { Layout } from '../layout/layout.tsx';
import { MaintenancePage } from '../pages/maintenance-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { AppDownloadPage } from '../pages/app-download-page.tsx';
import { EmailConfirmationPage } from '../pages/email-confirmation-page.tsx';
import { UnsubscribePage } from '../pages/unsubscribe/unsubscribe-page.tsx';
import { RemoteRoute } from '../remote-slot/remote-route.tsx';

/*
 * The about and legal pages are long texts read by few visitors: their code and copy
 * come in chunks of their own, fetched when the page is opened (bench:size).
 */
const AboutPage = lazy(() => import('../pages/about/about-page.tsx').then((module) => ({ default: module.AboutPage })));
const LegalPage = lazy(() => import('../pages/legal/legal-page.tsx').then((module) => ({ default: module.LegalPage })));

function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

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
        <Route path="/o-nas" element={<LazyPage><AboutPage /></LazyPage>} />
        <Route path="/pobierz-aplikacje" element={<AppDownloadPage />} />
        <Route path={LEGAL_PAGE_PATHS.privacyPolicy} element={<LazyPage><LegalPage document="privacy" /></LazyPage>} />
        <Route path={LEGAL_PAGE_PATHS.terms} element={<LazyPage><LegalPage document="terms" /></LazyPage>} />
        <Route path="/email-confirmation/:requestId" element={<EmailConfirmationPage />} />
        <Route path="/unsubscribe/email/:customerId" element={<UnsubscribePage />} />
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </Layout>
  );
}
