import fs from 'node:fs';
import path from 'node:path';
import { localNginxConfig, type LocalNginxOptions } from './nginx-local.ts';

const source = fs.readFileSync(path.join(__dirname, '..', '..', 'nginx', 'nginx.conf'), 'utf8');
const options: LocalNginxOptions = {
  listen: '127.0.0.1:8600',
  shellDir: '/repo/shell/dist',
  storeDir: '/repo/.data/remote-store',
  apiServers: ['127.0.0.1:8610', '127.0.0.1:8611', '127.0.0.1:8612'],
  gatewayServer: '127.0.0.1:8601',
  runDir: '/repo/.data/prod/nginx',
  accessLog: '/repo/.data/prod/logs/nginx-access.log',
};

describe("the production nginx.conf made runnable here (npm run start:prod)", () => {
  const local = localNginxConfig(source, options);

  it('replaces only the addresses and folders of a container deployment', () => {
    expect(local).toContain('    listen 127.0.0.1:8600;');
    expect(local).toContain('    root /repo/shell/dist;');
    expect(local.match(/root \/repo\/\.data\/remote-store;/g)).toHaveLength(2);
    expect(local).toContain('    server 127.0.0.1:8601;');
    expect(local).toMatch(
      /upstream salon_api \{\n(?: {4}#.*\n)+ {4}server 127\.0\.0\.1:8610 max_fails=1 fail_timeout=2s;\n {4}server 127\.0\.0\.1:8611 max_fails=1 fail_timeout=2s;\n {4}server 127\.0\.0\.1:8612 max_fails=1 fail_timeout=2s;\n {4}keepalive 32;/,
    );
    expect(local).toContain('pid /repo/.data/prod/nginx/nginx.pid;');
    expect(local).toContain('  access_log /repo/.data/prod/logs/nginx-access.log salon_json;');
    expect(local).toContain('  proxy_temp_path /repo/.data/prod/nginx/proxy;');
    const directives = local.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n');
    for (const containerOnly of ['api-1:3000', 'api-2:3000', 'gateway:8080', '/srv/salon', 'listen 80;', '/var/log/nginx']) {
      expect(directives).not.toContain(containerOnly);
    }
    // Everything else is production's, line for line: the headers, caching, retries, limits.
    const kept = (text: string) => text.split('\n').filter((line) => !/listen |root |server |access_log|_temp_path|^pid |^error_log /.test(line));
    expect(kept(local)).toEqual(kept(source));
  });

  it('refuses a file it no longer understands rather than run half of it', () => {
    expect(() => localNginxConfig(source.replace('    listen 80;', '    listen 8080;'), options)).toThrow('deploy/nginx/nginx.conf: listen not found');
    expect(() => localNginxConfig(source.replace(/ {4}server api-\d:3000 max_fails=1 fail_timeout=2s;\n/g, ''), options)).toThrow(
      "the API instances' upstream not found",
    );
    expect(() => localNginxConfig(source, { ...options, apiServers: [] })).toThrow('at least one API instance');
  });

  it('retries what may be retried on the other instance, never a POST, and passes the request id', () => {
    expect(local).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(local).not.toContain('non_idempotent');
    expect(local).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(local).toMatch(/location = \/api\/metrics \{[^}]*return 404/);
  });
});
