import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'blog',
  title: 'Blog',
  exposes: { './routes': './src/routes.tsx' },
});
