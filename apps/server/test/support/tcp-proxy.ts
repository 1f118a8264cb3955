import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The given PostgreSQL URL with its host and port replaced by the proxy's. */
  through: (url: string) => string;
  /** Holds every byte in both directions, on open connections and new ones, as a hung server would. */
  pause: () => void;
  /** Lets the held bytes and everything after them through again. */
  resume: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy on the loopback in front of `target`: what passes it is the real conversation
 * between a client and the server, and `pause` makes the server stop answering without stopping it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let paused = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (paused) socket.pause();
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    // Forwarded by hand rather than piped: a pipe resumes its source on 'drain', which would undo a pause.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    through: (url) => {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    pause: () => {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
