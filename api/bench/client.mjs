// The load generator of `npm run bench:api`, run in its own process so that it does not
// take CPU from the server it measures. Arguments: one JSON object (see api.ts).
// Prints autocannon's result as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
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
    ...(options.rate ? { overallRate: options.rate } : {}),
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
