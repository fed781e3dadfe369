import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router';
import type { AuthStage } from '@salon/contracts/events';
import { renderWithUi } from '@salon/ui/testing';
import '../i18n.ts';
import { createAuthStore, type AuthStore } from '../app/store.ts';
import { AuthDialog } from '../features/auth-dialog/components/auth-dialog.tsx';
import { authDialogOptions, type AuthDialogOptions } from '../features/auth-dialog/lib/dialog-options.ts';
import { flowReset, stageChanged, type AuthFlowState } from '../features/auth-dialog/store/auth-flow-slice.ts';

/*
 * Component tests of the dialog's stages. Mock the API as the booking remote's tests do,
 * at the base query, before importing this file's users:
 *
 *   const mockBaseQuery = jest.fn();
 *   jest.mock('@salon/platform', () => ({
 *     ...jest.requireActual('@salon/platform'),
 *     createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
 *   }));
 *   routeApi(mockBaseQuery, { 'POST /api/auth/identify': ok({...}) });   // from ./api-routes.ts
 *
 * and `beforeAll(() => initI18n())` (from '@salon/i18n'). Texts are Polish, the default.
 */

export interface RenderDialogOptions {
  /** What earlier stages collected. */
  flow?: Partial<Omit<AuthFlowState, 'stage'>>;
  /** How the dialog was opened (auth:open payload); defaults as the spec says. */
  options?: Partial<AuthDialogOptions>;
  /** The page the dialog is on. */
  route?: string;
  store?: AuthStore;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the authentication dialog open at `stage`, in a fresh auth store (unless one
 * is given), inside the site's theme and a router. `onClose` is a jest.fn; `location()`
 * reads where the router is (logged-in=true, return paths); `stage()` the flow's stage now.
 */
export function renderDialog(stage: AuthStage, { flow = {}, options = {}, route = '/home', store = createAuthStore() }: RenderDialogOptions = {}) {
  store.dispatch(flowReset({ stage }));
  if (Object.keys(flow).length > 0) store.dispatch(stageChanged({ stage, ...flow }));
  const onClose = jest.fn();
  const dialogOptions = { ...authDialogOptions({ stage }), ...options };
  const view = renderWithUi(
    <Provider store={store}>
      <AuthDialog open options={dialogOptions} onClose={onClose} />
      <LocationProbe />
    </Provider>,
    { route },
  );
  return {
    ...view,
    store,
    onClose,
    stage: () => store.getState().authFlow.stage,
    flow: () => store.getState().authFlow,
    location: () => screen.getByTestId('location').textContent,
    /** Moves the flow as another stage would (for transitions driven from outside). */
    goTo: (next: AuthStage, patch: Partial<Omit<AuthFlowState, 'stage'>> = {}) => act(() => void store.dispatch(stageChanged({ stage: next, ...patch }))),
  };
}
