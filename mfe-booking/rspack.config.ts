import { createEmbedLoaderConfig, createRemoteConfig } from '@salon/build';

const remote = createRemoteConfig({
  dir: import.meta.dirname,
  name: 'booking',
  title: 'Rezerwacja wizyty',
  exposes: {
    './routes': './src/routes.tsx',
    './ReservationCard': './src/reservation-card.tsx',
    './embed': './src/embed/index.ts',
    './VisitCard': './src/visit-card.tsx',
    './RecentVisitCard': './src/recent-visit-card.tsx',
    './PreferredSalonPicker': './src/preferred-salon-picker.tsx',
  },
});

// The partner pages' loader (dist/embed/booking.js), served by the site at /embed/booking.js.
const embedLoader = createEmbedLoaderConfig({ dir: import.meta.dirname, name: 'booking', entry: './src/embed/loader.ts' });

export default (env: { RSPACK_SERVE?: boolean } = {}) => [remote(env), embedLoader(env)];
