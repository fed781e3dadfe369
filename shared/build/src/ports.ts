/**
 * Development ports, one per app, so that any set of dev servers can run side by side.
 * The composed site (gateway) is on 8080 unless PORT says otherwise.
 */
export const DEV_PORTS = {
  shell: 3000,
  booking: 3001,
  auth: 3002,
  salons: 3003,
  blog: 3004,
  jobs: 3005,
  profile: 3006,
  shop: 3007,
} as const;

export type AppName = keyof typeof DEV_PORTS;

export const GATEWAY_PORT = 8080;
