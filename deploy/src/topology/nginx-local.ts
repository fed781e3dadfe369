/**
 * deploy/nginx/nginx.conf made runnable on this machine for `npm run start:prod`: the same
 * file, with only the addresses and folders of a container deployment replaced by local
 * ones, so what runs locally is what production runs. Each replacement names the line it
 * expects; when nginx.conf changes so that one is missing, this throws (and its test
 * fails) instead of starting nginx on a half-converted file.
 */

export interface LocalNginxOptions {
  /** Where nginx listens: `127.0.0.1:8080`. */
  listen: string;
  /** The shell's build (shell/dist). */
  shellDir: string;
  /** The remote store (REMOTE_STORE_DIR). */
  storeDir: string;
  /** The API instances: `127.0.0.1:8090`, … */
  apiServers: readonly string[];
  /** The gateway: `127.0.0.1:8081`. */
  gatewayServer: string;
  /** nginx's own folder: pid file, error log, temporary files. */
  runDir: string;
  /** Where the access log goes (JSON lines). */
  accessLog: string;
}

/** Replaces every match of `pattern` (a line of nginx.conf) with `replacement`, as it is; throws when there is none. */
function replaceLine(text: string, pattern: RegExp, replacement: string, what: string): string {
  const every = new RegExp(pattern.source, `${pattern.flags}g`);
  if (!every.test(text)) throw new Error(`deploy/nginx/nginx.conf: ${what} not found`);
  return text.replace(every, () => replacement);
}

export function localNginxConfig(source: string, options: LocalNginxOptions): string {
  if (options.apiServers.length === 0) throw new Error('at least one API instance');
  let config = source;
  config = replaceLine(
    config,
    /^worker_processes auto;$/m,
    [
      'worker_processes auto;',
      `pid ${options.runDir}/nginx.pid;`,
      `error_log ${options.runDir}/error.log warn;`,
    ].join('\n'),
    'worker_processes',
  );
  config = replaceLine(
    config,
    /^ {2}access_log \/var\/log\/nginx\/access\.log salon_json;$/m,
    [
      `  access_log ${options.accessLog} salon_json;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${options.runDir}/${kind};`),
    ].join('\n'),
    'the access log',
  );
  // Each local instance gets the parameters production gives its first (max_fails, fail_timeout).
  const upstream = /(upstream salon_api \{\n(?: {4}#.*\n)*) {4}server \S+((?: \S+=\S+)*);\n(?: {4}server \S+(?: \S+=\S+)*;\n)*/;
  if (!upstream.test(config)) throw new Error("deploy/nginx/nginx.conf: the API instances' upstream not found");
  config = config.replace(
    upstream,
    (_match, head: string, parameters: string) => `${head}${options.apiServers.map((server) => `    server ${server}${parameters};\n`).join('')}`,
  );
  config = replaceLine(config, /^ {4}server gateway:8080;$/m, `    server ${options.gatewayServer};`, "the gateway's upstream");
  config = replaceLine(config, /^ {4}listen 80;$/m, `    listen ${options.listen};`, 'listen');
  config = replaceLine(config, /^ {4}root \/srv\/salon\/shell;$/m, `    root ${options.shellDir};`, "the shell's root");
  config = replaceLine(config, /^ {6}root \/srv\/salon\/store;$/m, `      root ${options.storeDir};`, "the store's root");
  return config;
}
