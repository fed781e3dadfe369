// The load generator of `npm run bench:api`, run in its own process so that it does not
// take CPU from the server it measures. Arguments: one JSON object (see api.ts).
// Prints the result as JSON on stdout, in autocannon's shape.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);

/**
 * A fixed rate, evenly spaced (open loop): request i leaves at start + i / rate, whether
 * or not earlier ones have answered, and its latency counts from that planned moment, so
 * a slow server cannot hide its queue. autocannon's own rate option sends each
 * connection's whole per-second budget back to back at the start of every second, which
 * measures bursts of 200 rather than 200 requests a second.
 */
async function paced({ url, path, paths, rate, duration, method = 'GET', headers = {}, bodiesFile }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // Several paths (the pages of a list, or absolute URLs of several instances) are asked
  // in turn; a POST sends the bodies in turn.
  const targets = (paths ?? [path]).map((one) => new URL(one, url));
  const bodies = bodiesFile ? JSON.parse(readFileSync(bodiesFile, 'utf8')) : null;
  const total = rate * duration;
  const latencies = [];
  let failures = 0;
  const start = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const planned = start + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      new Promise((resolve) => {
        // A body entry may carry its own headers ({ headers, body }): each till its own key.
        const entry = bodies ? bodies[i % bodies.length] : null;
        const own = entry && entry.body !== undefined ? entry : { headers: {}, body: entry };
        const body = own.body !== null ? JSON.stringify(own.body) : null;
        const request = http.request(
          targets[i % targets.length],
          {
            agent,
            method,
            headers: {
              'accept-language': 'pl-pl',
              'x-api-version': '3',
              ...headers,
              ...own.headers,
              ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - planned);
              else failures++;
              resolve();
            });
          },
        );
        request.on('error', () => {
          failures++;
          resolve();
        });
        request.end(body ?? undefined);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: { average: latencies.length / elapsed },
    latency: { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) },
    '2xx': latencies.length,
    non2xx: failures,
    errors: 0,
  };
}

if (options.scenario === 'paced') {
  process.stdout.write(JSON.stringify(await paced(options)));
  process.exit(0);
}
const common = {
  url: options.url,
  connections: options.connections,
  headers: { 'content-type': 'application/json', 'accept-language': 'pl-pl', 'x-client-name': 'web', 'x-api-version': '3' },
};

let config;
if (options.scenario === 'slots') {
  config = {
    ...common,
    duration: options.duration,
    requests: [{ method: 'GET', path: options.path }],
  };
} else {
  // Every request books a different slot with a different phone, so each one is a real
  // booking that goes through every rule and the insert.
  const bookings = JSON.parse(readFileSync(options.bookingsFile, 'utf8'));
  let next = 0;
  config = {
    ...common,
    amount: bookings.length,
    requests: [
      {
        method: 'POST',
        path: '/api/visits',
        setupRequest(request) {
          const booking = bookings[next++ % bookings.length];
          return { ...request, body: JSON.stringify(booking) };
        },
      },
    ],
  };
}

const result = await autocannon(config);
process.stdout.write(JSON.stringify(result));
