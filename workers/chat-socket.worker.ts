import { SocketConnection } from '../lib/chat/socket-connection';
import type { SocketCommand, SocketEvent } from '../lib/chat/socket-messages';

/**
 * The SharedWorker that owns the chat socket (seed §4): every tab of the site shares one socket. Commands
 * come in on each tab's port; events go out to all of them.
 */
interface SharedWorkerScope {
  onconnect: ((event: MessageEvent) => void) | null;
}

const ports = new Set<MessagePort>();
const broadcast = (event: SocketEvent) => ports.forEach((port) => port.postMessage(event));
const connection = new SocketConnection(broadcast);

(self as unknown as SharedWorkerScope).onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  ports.add(port);
  port.onmessage = (message: MessageEvent<SocketCommand>) => connection.handle(message.data);
  // A tab that arrives while the socket is up learns so at once; its Init then changes nothing.
  if (connection.isOpen) port.postMessage({ type: 'WebsocketOpen' } satisfies SocketEvent);
  port.start();
};
