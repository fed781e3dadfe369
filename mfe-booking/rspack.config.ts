import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'booking',
  title: 'Rezerwacja wizyty',
  exposes: { './routes': './src/routes.tsx' },
});
