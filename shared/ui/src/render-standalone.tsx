import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRuntimeConfig } from '@salon/platform';
import { initI18n } from '@salon/i18n';
import { UiRoot } from './ui-root.tsx';

/**
 * Starts a remote on its own dev server, the way the shell would host it: runtime
 * config loaded, i18n initialised, then the element rendered in StrictMode inside the
 * theme, the global styles and a browser router. Creates `#rootId` when the page lacks it.
 *
 * @example
 * // mfe-blog/src/bootstrap.tsx
 * await renderStandalone(<BlogRoutes />);
 */
export async function renderStandalone(element: ReactNode, rootId = 'root'): Promise<void> {
  await loadRuntimeConfig();
  await initI18n();
  let container = document.getElementById(rootId);
  if (!container) {
    container = document.createElement('div');
    container.id = rootId;
    document.body.append(container);
  }
  createRoot(container).render(
    <StrictMode>
      <UiRoot>
        <BrowserRouter>{element}</BrowserRouter>
      </UiRoot>
    </StrictMode>,
  );
}
