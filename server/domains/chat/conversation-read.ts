import type { Persona, UserInfo } from '@/lib/contracts/user';
import type { ChatMemory } from './chat-memory';

/** Who a character talks to, as one reply needs them: the user, the persona they chat as, and the memory. */
export interface Participant {
  info: UserInfo;
  persona: Persona;
  memory: ChatMemory;
}

/** A message of the conversation as a prompt reads it. */
export interface TurnRow {
  msgId: bigint;
  fromUid: string;
  data: Record<string, unknown>;
}

/** What the read saw of the message being answered: the sender's koin and whether its id was already stored. */
export interface IncomingSeen {
  balance: number;
  idKnown: boolean;
}

/** What ParticipantRepository.read answers: the participant, the turns past the summary, and what it saw of the incoming message. */
export type ConversationRead = { participant: Participant; turns: TurnRow[]; incoming: IncomingSeen };
