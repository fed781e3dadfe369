import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** A relay that can be cut (every connection through it dropped, new ones refused) and restored. */
export interface TcpRelay {
  /** `url` with its host and port replaced by the relay's. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * A TCP relay on loopback to the server of `url` (Redis, PostgreSQL), for tests of a
 * connection lost and back without stopping the machine's shared server: one port for
 * its whole life, so what connects through it reconnects the same way.
 */
export async function tcpRelay(url: string, defaultPort: number): Promise<TcpRelay> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || defaultPort), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    async cut() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    restore: listen,
  };
}
