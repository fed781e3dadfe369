import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'shop',
  title: 'Sklep',
  exposes: { './routes': './src/routes.tsx' },
});
