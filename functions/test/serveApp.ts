import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';

/** Serves an app on a free loopback port for one test file; returns its base URL and a closer. */
export async function serveApp(
  app: RequestListener,
): Promise<{ baseUrl: string; close: () => Promise<void>; server: Server }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
