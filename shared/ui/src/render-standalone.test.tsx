import { screen } from '@testing-library/react';
import { act } from 'react';
import i18next from 'i18next';
import { useLocation } from 'react-router';
import { useTheme } from 'styled-components';
import type { PlatformMock } from '@salon/i18n/testing';
import { renderStandalone } from './render-standalone.tsx';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('en'),
);
const platform = jest.requireMock<PlatformMock>('@salon/platform');

function Probe() {
  const location = useLocation();
  const theme = useTheme();
  return (
    <p>
      {location.pathname} {theme.breakpoints.tablet} {i18next.t('close')}
    </p>
  );
}

describe('renderStandalone', () => {
  it('loads the config, starts i18n, and renders with theme and router into a created #root', async () => {
    window.history.pushState({}, '', '/blog');
    await act(() => renderStandalone(<Probe />));
    expect(platform.loadRuntimeConfig).toHaveBeenCalled();
    expect(document.getElementById('root')).toBeInTheDocument();
    expect(screen.getByText('/blog 720 Close')).toBeInTheDocument();
  });
});
