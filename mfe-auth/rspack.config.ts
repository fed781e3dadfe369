import { createRemoteConfig } from '@salon/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'auth',
  title: 'Logowanie',
  exposes: { './dialog-host': './src/dialog-host.tsx' },
});
