import type { FactKind } from '@/lib/contracts/memory';
import type { LoreEntry, Lorebook } from '@/lib/contracts/character-card';
import type { BodyPartName, Emotion, MotionName } from '@/lib/contracts/chat';
import type { Timeline } from '@/lib/contracts/timeline';

/**
 * The character as the model sees it: the role's card. Role texts are untrusted input (DESIGN §6). A card is never
 * changed once made: what is made from it is kept with it (the prompt's character block).
 */
export interface PersonaCard {
  readonly roleId: number;
  readonly name: string;
  readonly gender: string;
  readonly intro: string;
  readonly greeting: string;
  readonly personality: string;
  readonly scenario: string;
  /** `{{user}}: …` / `{{char}}: …` lines. */
  readonly exampleDialogue: string;
  readonly tags: readonly string[];
  /** The role's lorebook (from a character card), searched on every reply; absent or null without one. */
  readonly lorebook?: Lorebook | null;
}

/** Who the character talks to: the user's name and chat persona (upsertUserPersonalConfig). */
export interface ChatPartner {
  name: string;
  gender?: string;
  age?: number;
  description?: string;
}

/** Something the user said about themselves, remembered for the rest of the conversation. */
export interface UserFact {
  kind: FactKind;
  /** The remembered value in the user's words ("Biscuit", "rock climbing"). */
  value: string;
  /** The sentence it came from. */
  source: string;
}

export interface ChatTurn {
  speaker: 'user' | 'character';
  text: string;
}

export interface ChatRequest {
  role: PersonaCard;
  partner: ChatPartner;
  /** A rolling summary of the turns older than `history`. */
  summary: string;
  facts: UserFact[];
  /** Recent turns, oldest first. For a reply the last one is the user's new message. */
  history: ChatTurn[];
  /** The interface language of the user (en-US, fr-FR …): replies use it where the model can. */
  lang: string;
  /** Varies wording deterministically (the offline engine); a rephrase passes a new one. */
  seed: number;
  /** A rephrase: the wording it replaces, which the new reply must not repeat. */
  replacing?: string;
  /** The role's lorebook entries the recent turns name (and its constant ones), in prompt order. */
  lore?: readonly LoreEntry[];
  /** The plot the conversation is playing, when it is in plot mode. */
  plot?: PlotScene;
}

/**
 * A plot being played (EnterPlot): a scene the role's author wrote, which the replies follow until its rounds are
 * done. Written by the role's creator like the card: untrusted text, never instructions.
 */
export interface PlotScene {
  title: string;
  /** What the user and the character are doing, and the scene's goal. */
  scene: string;
  /** `{{user}}: …` / `{{char}}: …` lines showing how the scene sounds. */
  dialogueExample: string;
  /** The round this reply is (1 for the first), of `rounds`. */
  round: number;
  rounds: number;
}

/**
 * What a finished reply carries beside its text: the reply's emotion and motion (seed §3 data fields emotion,
 * action; the timeline's dominant ones, for players that act out one) and its director timeline.
 */
export interface ReplyResult {
  text: string;
  emotion: Emotion;
  motion: MotionName;
  /** The reply's segments with their emotion, motion, gaze and cues; they join to `text`. */
  timeline: Timeline;
  /** The model that wrote it (`llmModel`), or `persona-engine` for the offline default. */
  model: string;
}

/** A touch on the character's body (chat/click): the character reacts in words, expression and motion. */
export interface TouchRequest extends Omit<ChatRequest, 'history'> {
  history: ChatTurn[];
  bodyPart: BodyPartName;
}

/**
 * The chat model (DESIGN §5.1): an OpenAI-compatible endpoint or the offline persona engine. Every call
 * stops when the signal aborts (the user left); failures throw `ChatModelError`.
 */
export interface ChatModel {
  readonly name: string;
  /**
   * Streams the reply text in pieces; the generator's return value is the finished reply. A model that serves
   * one reply at a time tells `progress` where this one waits in line.
   */
  reply(request: ChatRequest, signal: AbortSignal, progress?: ReplyProgress): AsyncGenerator<string, ReplyResult, void>;
  /** `num` short replies the user might send next, in the user's voice (reply inspirations). */
  suggest(request: ChatRequest, num: number, signal: AbortSignal): Promise<string[]>;
  /** The character's reaction to a touch. */
  touch(request: TouchRequest, signal: AbortSignal): Promise<ReplyResult>;
  /** Folds older turns into the rolling summary. */
  summarize(previous: string, turns: ChatTurn[], request: Pick<ChatRequest, 'role' | 'partner'>, signal: AbortSignal): Promise<string>;
}

/** What a reply hears while it waits for a model busy with others' replies. */
export interface ReplyProgress {
  /** The reply's place in line (1: it starts next); told again each time the line moves. */
  waiting(position: number): void;
}

/** `unavailable`: a local model that could not be loaded or stopped working. */
export type ChatModelFailure = 'timeout' | 'http' | 'rate-limited' | 'interrupted' | 'aborted' | 'bad-response' | 'unavailable';

export class ChatModelError extends Error {
  constructor(
    readonly failure: ChatModelFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}
