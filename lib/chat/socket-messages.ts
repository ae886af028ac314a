import type { SocketFrame } from '@/lib/contracts/socket-frame';

/** What a page posts to the socket owner (seed §4). Init or Login without a url: the user or ticket is missing. */
export type SocketCommand =
  | { type: 'Init'; url?: string }
  | { type: 'Login'; url?: string }
  | { type: 'WebsocketSend'; frame: SocketFrame }
  | { type: 'Close' }
  | { type: 'Logout' };

/**
 * What the socket owner reports to every page (seed §4). `NeedUrl` extends the seed's set: a socket ticket
 * is single-use, so before each reconnect the owner asks the pages for a fresh url, answered by `Login {url}`.
 */
export type SocketEvent =
  | { type: 'WebsocketOpen' }
  | { type: 'WebsocketClose'; code: number; reason: string }
  | { type: 'WebsocketMessage'; frame: SocketFrame }
  | { type: 'WebsocketError'; code: number; message: string }
  | { type: 'Login' }
  | { type: 'Logout' }
  | { type: 'NeedUrl' };
