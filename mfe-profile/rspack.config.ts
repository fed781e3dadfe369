import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'profile',
  title: 'Moje konto',
  exposes: { './routes': './src/routes.tsx' },
});
