import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'jobs',
  title: 'Praca',
  exposes: { './routes': './src/routes.tsx' },
});
