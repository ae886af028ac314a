// Chat data types, codes and limits: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
import type { MessagePlot } from './role-plot-rules';

/** Socket business data types (seed §7 "Real-time socket messages", §4 chat event names). */
export const DataType = {
  EnterChat: 'EnterChat',
  /** Seed enter_nickname: the server asks a person who has not chosen a name what the character should call them. */
  EnterNickname: 'EnterNickname',
  SingleTalk: 'SingleTalk',
  Play: 'Play',
  Greeting: 'Greeting',
  Intro: 'Intro',
  Notify: 'Notify',
  PayCoin: 'PayCoin',
  GiftCoin: 'GiftCoin',
  MsgAck: 'MsgAck',
  GetHistory: 'GetHistory',
  /** Starts one of the role's plots in the conversation (seed enter_plot): answered with where it stands (PlotProgress). */
  EnterPlot: 'EnterPlot',
  /** Leaves the plot (seed exit_plot); the server sends it too when a plot completes or is gone. */
  ExitPlot: 'ExitPlot',
  /** Seed plot_msg: where the running plot stands, after each round and when a chat opens on it again. */
  PlotMsg: 'PlotMsg',
  ActionInstruction: 'ActionInstruction',
  /** Seed relation_change: the user and the character reached a new level of their relation (RelationChangeData). */
  RelationChange: 'RelationChange',
  // Creating a friend as a conversation with the guide (lib/contracts/create-guide.ts; seed create_friend … finish_create).
  CreateFriend: 'CreateFriend',
  ProduceImage: 'ProduceImage',
  ChoiceImage: 'ChoiceImage',
  ChoiceVoice: 'ChoiceVoice',
  ChoiceCharacter: 'ChoiceCharacter',
  WaitingModel: 'WaitingModel',
  Progress: 'Progress',
  SetupRoleBackground: 'SetupRoleBackground',
  FinishCreate: 'FinishCreate',
} as const;
export type DataType = (typeof DataType)[keyof typeof DataType];

/** The data of a RelationChange frame: where the relation stands now, and the level it left. */
export type RelationChangeData = {
  roleId: number;
  affinity: number;
  /** Index into RELATION_LEVELS (lib/contracts/relation-levels). */
  level: number;
  levelKey: string;
  previousLevel: number;
  /** How far to the next level, 0–1. */
  progress: number;
};

/** Chat kinds (seed §4): 0 none, 1 AI single chat, 2 single chat, 3 group chat, 4 game chat. */
export const TopicType = { None: 0, AiSingle: 1, Single: 2, Group: 3, Game: 4 } as const;

/** Content kinds of a message (seed §3): t text, v audio. */
export const ContentType = { Text: 't', Voice: 'v' } as const;

/** Emotion codes 1–28 in the seed's order (§9). The code is the index + 1. */
export const EMOTIONS = [
  'joy',
  'admiration',
  'excitement',
  'approval',
  'gratitude',
  'neutral',
  'relief',
  'love',
  'caring',
  'pride',
  'optimism',
  'amusement',
  'realization',
  'desire',
  'annoyance',
  'disapproval',
  'surprise',
  'sadness',
  'confusion',
  'curiosity',
  'anger',
  'disappointment',
  'nervousness',
  'grief',
  'fear',
  'disgust',
  'embarrassment',
  'remorse',
] as const;
export type Emotion = (typeof EMOTIONS)[number];
export const emotionCode = (emotion: Emotion): number => EMOTIONS.indexOf(emotion) + 1;
export const emotionOfCode = (code: number): Emotion | undefined => EMOTIONS[code - 1];

/** Motion types (seed §9). */
export const MotionType = { appear: 1, active: 2, daily: 3, emotion: 4, perform: 5, walk: 6, talk: 7, idle: 10, listen: 19 } as const;
export type MotionName = keyof typeof MotionType;

/** Body parts a touch can land on (seed §9). */
export const BodyPart = { head: 11, chest: 12, hips_f: 13, hips_b: 14, arm_l: 15, arm_r: 16, leg_l: 17, leg_r: 18 } as const;
export type BodyPartName = keyof typeof BodyPart;

/** Seed §9: history page size 10 per server fetch, 15 per screen in the chat. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_SCREEN_SIZE = 15;
/** Seed §5/§9: the text area's default maximum length. */
export const MAX_MESSAGE_LENGTH = 524_288;
/** Each chat message costs 1 koin (seed §1, §9). */
export const KOIN_PER_MESSAGE = 1;

/** The five VRM mouth shapes (あ い う え お) a spoken reply's lip sync names. */
export const VISEMES = ['aa', 'ih', 'ou', 'ee', 'oh'] as const;
export type VisemeName = (typeof VISEMES)[number];
/** The visemes and `closed`, for silence and p/b/m. */
export const MOUTH_SHAPES = [...VISEMES, 'closed'] as const;
export type MouthShape = (typeof MOUTH_SHAPES)[number];

/** How far the mouth takes a shape (0–1) over a span of a spoken reply; the client eases between cues. */
export type VisemeCue = { viseme: MouthShape; startMs: number; endMs: number; weight: number };

/** The `llmModel` of a reply the offline persona engine wrote (no language model configured). */
export const OFFLINE_REPLY_MODEL = 'persona-engine';

// The director timeline (DESIGN §5.1): how the avatar, the voice and the native engine play a reply. Its zod schema
// is timeline.ts.
/** Where the character looks while it says a segment. */
export const GAZES = ['user', 'away', 'down', 'up'] as const;
export type Gaze = (typeof GAZES)[number];

/** How the camera frames the character from a segment on (absent: it stays as it is). */
export const CAMERA_CUES = ['close-up', 'normal', 'wide'] as const;
export type CameraCue = (typeof CAMERA_CUES)[number];

/** A change of the background music's mood from a segment on (`stop` ends it; absent: it goes on). */
export const MUSIC_CUES = ['calm', 'upbeat', 'tense', 'sad', 'romantic', 'stop'] as const;
export type MusicCue = (typeof MUSIC_CUES)[number];

/** One stretch of a reply and how the character says it. */
export interface TimelineSegment {
  /** The words, an exact piece of the reply text: the segments' texts joined in order are the reply text. */
  text: string;
  emotion: Emotion;
  motion: MotionName;
  gaze: Gaze;
  camera?: CameraCue;
  music?: MusicCue;
}

/** A reply as the avatar, the voice and the native engine play it: its segments in speaking order. */
export interface Timeline {
  segments: TimelineSegment[];
}

/** The reply text a timeline speaks. */
export const timelineText = (timeline: Timeline): string => timeline.segments.map((segment) => segment.text).join('');

/** The data of a message as stored and sent (seed §3 Message data fields). */
export type MessageData = {
  content: string;
  contentType?: 't' | 'v';
  roleId?: number;
  voice?: string;
  duration?: number;
  /** A reply still being written: the content so far. */
  pending?: boolean;
  /** A pending reply waiting for a busy model (seed waiting_model): its place in line, 1 when it starts next. */
  waiting?: number;
  msgFinish?: boolean;
  emotion?: number;
  action?: number;
  animation?: string;
  llmModel?: string;
  /** Mouth shapes over the voice's time line (lip sync), when the voice has phoneme timings. */
  visemes?: VisemeCue[];
  /**
   * A character's reply as the avatar, the voice and the native engine play it: its segments with their emotion,
   * motion, gaze and cues (timeline.ts). Replies stored before it have none; `emotion` and `action` then stand alone.
   */
  timeline?: Timeline;
  /** The user message this reply answers. */
  replyTo?: string;
  amount?: number;
  balance?: number;
  /** A message of a plot: the user's sent in it, and the character's reply (seed Message data `plot`). */
  plot?: MessagePlot;
  message?: string;
};

/** The topic of an AI single chat is the role id; the conversation is the user's with that role. */
export const aiTopicId = (roleId: number) => String(roleId);
