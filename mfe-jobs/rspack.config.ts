import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'jobs',
  title: 'Pracuj z nami',
  exposes: { './routes': './src/routes.tsx' },
});
