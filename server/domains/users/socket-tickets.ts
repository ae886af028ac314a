import { randomBytes } from 'node:crypto';
import type { SessionUser } from './session-user';
import type { SocketTicketRepository } from './socket-ticket-repository';
import { hashToken } from './token';

/** DESIGN §6: the web client opens its socket with a one-time ticket that lives this long. */
export const SOCKET_TICKET_TTL_MS = 60_000;
const TICKET_PREFIX = 'tk_';

export const isSocketTicket = (token: string) => token.startsWith(TICKET_PREFIX);

/**
 * One-time socket tickets, so the browser never holds its long-lived session token: issued to a session
 * through the BFF, redeemed once within 60 s, gone with the session. Stored in the database, so any
 * instance can redeem what another issued.
 */
export class SocketTicketService {
  constructor(private readonly tickets: SocketTicketRepository) {}

  async issue(caller: SessionUser): Promise<string> {
    const ticket = `${TICKET_PREFIX}${randomBytes(24).toString('base64url')}`;
    await this.tickets.add({ ticketHash: hashToken(ticket), sessionId: caller.sessionId, expiresAt: new Date(Date.now() + SOCKET_TICKET_TTL_MS) });
    // Old tickets are swept as new ones are made; a used one is deleted as it is redeemed.
    await this.tickets.deleteExpired(new Date());
    return ticket;
  }

  /** The session a ticket was issued to, once; undefined for unknown, used or expired tickets and ended sessions. */
  async redeem(ticket: string): Promise<SessionUser | undefined> {
    if (!isSocketTicket(ticket) || ticket.length > 128) return undefined;
    const sessionId = await this.tickets.take(hashToken(ticket), new Date());
    if (sessionId === undefined) return undefined;
    const row = await this.tickets.liveSession(sessionId, new Date());
    if (!row) return undefined;
    return { userId: row.userId, sessionId, source: row.source, isVisitor: row.source === 'visitor' };
  }
}
