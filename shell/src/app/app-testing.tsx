import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { UiRoot } from '@salon/ui';
import { App } from './app.tsx';

/*
 * For the shell's tests: the whole app at one address, and where the router is now.
 * Tests mock @salon/platform's loadRemoteModule (and track) themselves.
 */

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the app with the router at `path`, and a probe of the router's location. */
export function renderAppAt(path: string) {
  return render(
    <UiRoot>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </UiRoot>,
  );
}

/** The router's pathname and search as the probe shows them. */
export function routerLocation(): string | null {
  return document.querySelector('[data-testid="location"]')?.textContent ?? null;
}
