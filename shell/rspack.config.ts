import { createHostConfig } from '@salon/build';

export default createHostConfig({ dir: import.meta.dirname, name: 'shell', title: 'Salon' });
