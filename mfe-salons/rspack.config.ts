import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'salons',
  title: 'Salony',
  exposes: { './routes': './src/routes.tsx' },
});
