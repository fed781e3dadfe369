import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { adoptLanguageFromAddress, getCurrentLanguage, loadRegistry, loadRuntimeConfig, registerRegistry, startTracking, track } from '@salon/platform';
import { initI18n } from '@salon/i18n';
import { UiRoot } from '@salon/ui';
import './i18n.ts';
import { App } from './app/app.tsx';
import { remoteFailurePlugin } from './app/federation-plugins.ts';
import { restoreSession } from './session/restore-session.ts';

async function boot() {
  // Both fetches start at once: they are independent, and start-up waits for both.
  const registry = loadRegistry();
  registry.catch(() => undefined); // handled below; avoids an unhandled-rejection report meanwhile
  await loadRuntimeConfig();
  // A page's language version (`?lang=en`, what search results and shared links open)
  // becomes the visitor's choice before i18n starts in it.
  adoptLanguageFromAddress();
  await initI18n();
  // A returning visitor's language (localStorage) or the configured default: the page's
  // <html lang> says it from the first paint, not only after the visitor picks one again.
  document.documentElement.lang = getCurrentLanguage();
  registerPlugins([remoteFailurePlugin()]);
  try {
    // No remote URL is compiled into the shell: the registry says which version is live.
    registerRegistry(await registry);
  } catch (error) {
    // Without a registry every slot shows its fallback; header and footer still work.
    console.error('Remote registry unavailable', error);
    track('registry-load-failed', { message: String(error) });
  }
  startTracking();
  void restoreSession();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UiRoot>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </UiRoot>
    </StrictMode>,
  );
}

void boot();
