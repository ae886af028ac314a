import net from 'node:net';
import tls from 'node:tls';

/** Where requests go: one pool of kept connections per origin. */
export interface Origin {
  /** `host:port` with the scheme: the pool's key. */
  key: string;
  secure: boolean;
  host: string;
  port: number;
}

/**
 * How long a connection waits idle for its next request: under the 5 s after which common servers (Node's, uvicorn's)
 * close an idle one, so a request is seldom written to a connection the server is closing.
 */
export const IDLE_MS = 4000;

/**
 * Connections to the chat endpoint kept open between completions, so a reply does not wait for a new TCP (and TLS)
 * handshake; the newest idle one is taken first, so the others can time out when the load falls.
 */
export class ConnectionPool {
  private readonly idle = new Map<string, net.Socket[]>();
  /** What each idle connection listens to while it waits, taken off when it is taken. */
  private readonly dropping = new WeakMap<net.Socket, () => void>();

  /** `trust`: certificate authorities to trust instead of the usual ones (a test's own). */
  constructor(private readonly trust?: string) {}

  /** An idle connection to `origin` (reused) or a new one. */
  take(origin: Origin): { socket: net.Socket; reused: boolean } {
    const kept = this.idle.get(origin.key);
    const socket = kept?.pop();
    if (kept?.length === 0) this.idle.delete(origin.key);
    if (socket) {
      socket.setTimeout(0);
      socket.ref();
      const drop = this.dropping.get(socket)!;
      socket.off('close', drop).off('error', drop).off('data', drop).off('timeout', drop);
      return { socket, reused: true };
    }
    return this.open(origin);
  }

  /** A new connection to `origin`. */
  open(origin: Origin): { socket: net.Socket; reused: boolean } {
    return { socket: connect(origin, this.trust), reused: false };
  }

  /** Keeps a connection whose answer has ended for the next request, for at most `idleMs`. */
  give(origin: Origin, socket: net.Socket, idleMs = IDLE_MS): void {
    if (socket.destroyed || !socket.writable) return void socket.destroy();
    const drop = () => {
      socket.destroy();
      const kept = this.idle.get(origin.key);
      const at = kept?.indexOf(socket) ?? -1;
      if (at !== -1) kept!.splice(at, 1);
      if (kept?.length === 0) this.idle.delete(origin.key);
    };
    // An idle connection the server closes, breaks or writes to (nothing was asked) is no longer one to use.
    this.dropping.set(socket, drop);
    socket.on('close', drop).on('error', drop).on('data', drop).on('timeout', drop);
    socket.setTimeout(idleMs);
    // A connection waiting for work does not keep the process alive.
    socket.unref();
    const kept = this.idle.get(origin.key) ?? [];
    kept.push(socket);
    this.idle.set(origin.key, kept);
  }

  /** Closes every idle connection. */
  close(): void {
    for (const kept of this.idle.values()) for (const socket of [...kept]) socket.destroy();
    this.idle.clear();
  }
}

function connect(origin: Origin, ca: string | undefined): net.Socket {
  const socket = origin.secure
    ? tls.connect({ host: origin.host, port: origin.port, servername: net.isIP(origin.host) ? undefined : origin.host, ALPNProtocols: ['http/1.1'], ca })
    : net.connect({ host: origin.host, port: origin.port });
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 1000);
  return socket;
}
