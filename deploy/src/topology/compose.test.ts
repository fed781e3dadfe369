import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/*
 * compose.yaml at the repository root, the production topology on a real host, read
 * without Docker: the wiring that a typo would break only on the day of a deployment.
 * The names and ports nginx.conf proxies to, the release step before the instances,
 * one secret source for every instance, no secret in the file, files that exist.
 */

const REPO_ROOT = path.join(__dirname, '..', '..', '..');

interface Build {
  context: string;
  dockerfile?: string;
}
interface DependsOn {
  condition: string;
}
interface Service {
  image?: string;
  build?: Build;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, DependsOn>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
  restart?: string;
  profiles?: string[];
  network_mode?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  name?: string;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet: string; ip_range?: string }[] } } };
}

const text = fs.readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8');
// Compose reads YAML merge keys (`<<: *api`); the yaml package does when asked.
const compose = parse(text, { merge: true }) as ComposeFile;
const { services } = compose;
const nginxConf = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
// The directives only, without comments.
const nginxDirectives = nginxConf.split('\n').map((line) => line.replace(/#.*$/, '')).join('\n');

/** The services built from api/Dockerfile, the one-shot migrate included. */
const apiContainers = Object.entries(services).filter(([, service]) => service.build?.dockerfile === 'api/Dockerfile');
/** The API instances nginx balances over: every API container but the release step. */
const apiInstances = apiContainers.filter(([name]) => name !== 'migrate');

/** `${NAME:-default}` → default; plain text as it is. Throws on a variable without a default. */
function withDefaults(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (whole, name: string, fallback: string | undefined) => {
    if (fallback === undefined) throw new Error(`${whole} has no default; a path must work without the env file`);
    return fallback;
  });
}

/** The port a service listens on: its PORT in compose, else its image's ENV PORT (the Dockerfile's last stage). */
function listeningPort(service: Service): number | undefined {
  const fromCompose = service.environment?.PORT;
  if (fromCompose !== undefined && fromCompose !== null) return Number(fromCompose);
  if (!service.build) return undefined;
  const dockerfile = fs.readFileSync(path.join(REPO_ROOT, service.build.context, service.build.dockerfile ?? 'Dockerfile'), 'utf8');
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const port = /^ENV[\s\S]*?\bPORT=(\d+)/m.exec(lastStage)?.[1];
  return port === undefined ? undefined : Number(port);
}

/** `source:target[:mode]` of a volume line (a colon inside `${…}` is not a separator). */
function mount(line: string): { source: string; target: string } {
  const [source, target] = line.split(/:(?![^{]*\})/);
  return { source: source!, target: target! };
}

const mountOf = (service: Service, target: string) => (service.volumes ?? []).map(mount).find((item) => item.target === target);

/** The value is one interpolation of a variable, `${NAME}` or `${NAME:?message}`, nothing written around it. */
const INTERPOLATION = /^\$\{([A-Z][A-Z0-9_]*)(?::?[?-][^}]*)?\}$/;

describe('compose.yaml: the production topology on a real host', () => {
  test('is Compose YAML with the services of the topology', () => {
    expect(compose.name).toBe('salon');
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['nginx', 'gateway', 'migrate', 'postgres', 'redis']));
    expect(apiInstances.length).toBeGreaterThanOrEqual(2);
  });

  test("nginx.conf's upstream hosts are services listening on the ports it names", () => {
    const upstreams = [...nginxDirectives.matchAll(/upstream (\w+) \{([^}]*)\}/g)].map(([, name, body]) => ({
      name: name!,
      servers: [...body!.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map(([, host, port]) => ({ host: host!, port: Number(port) })),
    }));
    expect(upstreams.map((upstream) => upstream.name).sort()).toEqual(['salon_api', 'salon_gateway']);
    for (const { host, port } of upstreams.flatMap((upstream) => upstream.servers)) {
      expect(services).toHaveProperty([host]);
      expect({ host, port: listeningPort(services[host]!) }).toEqual({ host, port });
    }
    // Every API instance is in nginx's upstream, and only they are.
    const apiUpstream = upstreams.find((upstream) => upstream.name === 'salon_api')!;
    expect(apiUpstream.servers.map((server) => server.host).sort()).toEqual(apiInstances.map(([name]) => name).sort());
    expect(upstreams.find((upstream) => upstream.name === 'salon_gateway')!.servers.map((server) => server.host)).toEqual(['gateway']);
  });

  test('nginx runs deploy/nginx/nginx.conf with the folders it serves mounted, on the port it listens on', () => {
    const nginx = services.nginx!;
    expect(nginx.image).toMatch(/^nginx:\d/);
    expect(mountOf(nginx, '/etc/nginx/nginx.conf')?.source).toBe('./deploy/nginx/nginx.conf');
    const roots = [...new Set([...nginxDirectives.matchAll(/^\s*root (\S+);/gm)].map(([, root]) => root!))];
    expect(roots.sort()).toEqual(['/srv/salon/shell', '/srv/salon/store']);
    for (const root of roots) expect(mountOf(nginx, root)).toBeDefined();
    const listen = /^\s*listen (\d+);/m.exec(nginxDirectives)![1];
    expect(nginx.ports?.some((port) => String(port).endsWith(`:${listen}`))).toBe(true);
    // The store nginx serves is the one the gateway reads and the deploy CLI writes.
    const store = mountOf(nginx, '/srv/salon/store')!.source;
    expect(mountOf(services.gateway!, '/srv/salon/store')?.source).toBe(store);
    expect(mountOf(services.cli!, '/srv/salon/store')?.source).toBe(store);
    // The shell nginx serves is copied out of the gateway's image, before nginx starts.
    const shell = mountOf(nginx, '/srv/salon/shell')!.source;
    const copier = Object.entries(services).find(([, service]) => service.volumes?.map(mount).some((item) => item.source === shell && service !== nginx));
    expect(copier).toBeDefined();
    expect(copier![1].image).toBe(services.gateway!.image);
    expect(nginx.depends_on?.[copier![0]]).toEqual({ condition: 'service_completed_successfully' });
  });

  test('nginx starts after every service it proxies to is healthy, and those keep fixed addresses outside the dynamic range', () => {
    const nginx = services.nginx!;
    const config = compose.networks?.default?.ipam?.config?.[0];
    expect(config?.ip_range).toBeDefined();
    const inRange = (address: string, cidr: string) => {
      const [base, bits] = cidr.split('/');
      const toNumber = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
      const mask = 2 ** (32 - Number(bits));
      return Math.floor(toNumber(address) / mask) === Math.floor(toNumber(base!) / mask);
    };
    for (const name of [...apiInstances.map(([instance]) => instance), 'gateway']) {
      expect({ name, condition: nginx.depends_on?.[name]?.condition }).toEqual({ name, condition: 'service_healthy' });
      const address = services[name]!.networks?.default?.ipv4_address;
      expect(address).toBeDefined();
      expect(inRange(address!, config!.subnet)).toBe(true);
      expect(inRange(address!, config!.ip_range!)).toBe(false);
    }
    // The API believes X-Forwarded-For from nginx alone.
    const nginxAddress = nginx.networks?.default?.ipv4_address;
    for (const [, service] of apiContainers) expect(service.environment?.TRUST_PROXY).toBe(nginxAddress);
  });

  test('every API instance waits for the release step to succeed, and for PostgreSQL and Redis', () => {
    for (const [name, service] of apiInstances) {
      expect({ name, dependsOn: service.depends_on }).toEqual({
        name,
        dependsOn: {
          migrate: { condition: 'service_completed_successfully' },
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
        },
      });
      // Routed by readiness (database and Redis answer), not by liveness.
      expect(service.healthcheck?.test?.join(' ')).toContain('/api/health/ready');
      expect(service.restart).toBe('unless-stopped');
    }
  });

  test('migrate runs the same image with --migrate-only, once', () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['node', 'server.mjs', '--migrate-only']);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    for (const [, instance] of apiInstances) {
      expect(instance.image).toBe(migrate.image);
      expect(instance.build).toEqual(migrate.build);
      // The instances run the image's own command (node server.mjs).
      expect(instance.command).toBeUndefined();
    }
  });

  test('every Dockerfile it builds exists, with its .dockerignore; every other image is a pinned version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) {
        const dockerfile = path.join(REPO_ROOT, service.build.context, service.build.dockerfile ?? 'Dockerfile');
        expect({ name, exists: fs.existsSync(dockerfile) }).toEqual({ name, exists: true });
        // Without it the build context would carry every node_modules folder.
        expect({ name, ignore: fs.existsSync(`${dockerfile}.dockerignore`) }).toEqual({ name, ignore: true });
      } else {
        expect({ name, image: service.image }).toEqual({ name, image: expect.stringMatching(/^[a-z0-9./-]+:\d+(\.\d+)*$/) });
      }
    }
    // Each image name is built from one Dockerfile only.
    const builtFrom = new Map<string, string>();
    for (const service of Object.values(services).filter((item) => item.build && item.image)) {
      const dockerfile = service.build!.dockerfile ?? 'Dockerfile';
      expect(builtFrom.get(service.image!) ?? dockerfile).toBe(dockerfile);
      builtFrom.set(service.image!, dockerfile);
    }
    // Files mounted from the checkout exist (with the env file's variables at their defaults).
    for (const service of Object.values(services)) {
      for (const { source } of (service.volumes ?? []).map(mount)) {
        if (!source.startsWith('.') && !source.startsWith('/') && !source.startsWith('$')) {
          expect(compose.volumes).toHaveProperty([source]);
          continue;
        }
        expect({ source, exists: fs.existsSync(path.join(REPO_ROOT, withDefaults(source))) }).toEqual({ source, exists: true });
      }
    }
  });

  test('the API containers share one environment: one JWT_SECRET source, the same database and Redis', () => {
    const first = apiContainers[0]?.[1];
    const others = apiContainers.slice(1);
    const jwt = first!.environment?.JWT_SECRET;
    expect(String(jwt)).toMatch(INTERPOLATION);
    expect(INTERPOLATION.exec(String(jwt))![1]).toBe('JWT_SECRET');
    for (const [name, service] of others) expect({ name, environment: service.environment }).toEqual({ name, environment: first!.environment });

    const postgres = services.postgres!;
    const url = new URL(String(first!.environment?.DATABASE_URL).replace(/\$\{[^}]*\}/, 'PASSWORD'));
    expect({ host: url.hostname, port: url.port, user: url.username, database: url.pathname.slice(1) }).toEqual({
      host: 'postgres',
      port: '5432',
      user: postgres.environment?.POSTGRES_USER,
      database: postgres.environment?.POSTGRES_DB,
    });
    // The password the API connects with is the one the server was given: one variable.
    const passwordVariable = /:(\$\{[^}]*\})@/.exec(String(first!.environment?.DATABASE_URL))?.[1];
    expect(INTERPOLATION.exec(passwordVariable ?? '')?.[1]).toBe(INTERPOLATION.exec(String(postgres.environment?.POSTGRES_PASSWORD))?.[1]);
    expect(first!.environment?.REDIS_URL).toBe('redis://redis:6379');
    // The gateway's /api calls go to nginx, on the port it listens on.
    const listen = /^\s*listen (\d+);/m.exec(nginxDirectives)![1];
    expect(services.gateway!.environment?.API_URL).toBe(`http://nginx:${listen}`);
  });

  test('the deploy watcher runs beside them on the same store, reading the API through nginx with its key from the environment', () => {
    const watcher = services.watch!;
    expect(watcher.entrypoint).toEqual(['node', 'cli.mjs', 'watch']);
    expect(watcher.volumes).toEqual(services.gateway!.volumes!.filter((volume: string) => volume.startsWith('store:')));
    expect(watcher.environment?.API_URL).toBe('http://nginx:80');
    expect(String(watcher.environment?.OPS_API_KEY)).toMatch(INTERPOLATION);
  });

  test('no secret is written in the file: each comes from the environment', () => {
    const secretName = /SECRET|PASSWORD|TOKEN|_KEY$/;
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (secretName.test(variable)) expect({ name, variable, value }).toEqual({ name, variable, value: expect.stringMatching(INTERPOLATION) });
        // A URL's password, if any, is a variable too.
        const credentials = /^[a-z]+:\/\/[^/@:]*:([^@/]*)@/.exec(String(value));
        if (credentials) expect({ name, variable, password: credentials[1] }).toEqual({ name, variable, password: expect.stringMatching(INTERPOLATION) });
      }
    }
    // Nor anywhere else in the text: no Stripe key, no long random-looking token.
    expect(text).not.toMatch(/\b(sk|rk)_(live|test)_\w+|whsec_\w{8,}/);
    expect(text).not.toMatch(/\b[A-Za-z0-9+/_-]{32,}\b/);
  });

  test('the production secrets the API refuses to start without are all asked for', () => {
    const environment = apiContainers[0]![1].environment ?? {};
    for (const variable of ['JWT_SECRET', 'UNSUBSCRIBE_SECRET', 'VISIT_LINK_SECRET', 'RECRUITMENT_EMAIL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      // `:?`: compose stops with the message when the env file lacks it, rather than start an API that exits.
      expect({ variable, value: environment[variable] }).toEqual({ variable, value: expect.stringMatching(/^\$\{[A-Z_]+:\?/) });
    }
  });
});
