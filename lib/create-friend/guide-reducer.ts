import { DataType } from '@/lib/contracts/chat-codes';
import type { GuideCharacter, GuideImageOption, GuideSpaceOption, GuideStep, GuideVoiceOption, GuideWaiting } from '@/lib/contracts/create-guide';
import { TaskState } from '@/lib/contracts/property';
import type { SocketFrame } from '@/lib/contracts/socket-frame';

/** The guide's frames carry this topic (server GUIDE_TOPIC): the page reads only those. */
export const GUIDE_TOPIC_ID = 'create-friend';

/** One line of the conversation: the guide's (a message key and its values) or the person's own words. */
export type GuideLine = { id: number; from: 'guide'; key: string; values?: Record<string, string | number> } | { id: number; from: 'me'; text: string };

export type GuideModel = {
  step: GuideStep | 'connecting';
  roleId?: number;
  name?: string;
  /** The description the looks were drawn from, and the chosen one's seed. */
  prompt?: string;
  seed?: number;
  inspirations: { id: string; prompt: string }[];
  images?: GuideImageOption[];
  voices?: GuideVoiceOption[];
  character?: GuideCharacter;
  spaces?: GuideSpaceOption[];
  /** The avatar being drawn, and how far it is (0–100); failed when it could not be. */
  avatar?: { taskId: number; assetId: number; progress: number; state: number };
  /** What the guide is working on: the person waits for it. */
  busy?: 'images' | 'avatar' | 'character' | 'saving';
  error?: string;
  done?: { roleId: number; name: string; coverUrl?: string | null; greeting?: string; greetingUrl?: string };
  lines: GuideLine[];
};

export type GuideAction =
  | { type: 'frame'; frame: SocketFrame }
  | { type: 'said'; text: string; busy?: GuideModel['busy'] }
  | { type: 'sending'; busy: GuideModel['busy'] }
  | { type: 'failed'; message: string };

export const initialGuide = (): GuideModel => ({ step: 'connecting', inspirations: [], lines: [] });


let nextLine = 0;
const guideLine = (key: string, values?: Record<string, string | number>): GuideLine => ({ id: (nextLine += 1), from: 'guide', key, ...(values ? { values } : {}) });

/** The guide's question for a step, as the line it says. */
const QUESTION: Record<GuideStep, string> = {
  look: 'askLook',
  name: 'askName',
  voice: 'askVoice',
  character: 'askCharacter',
  space: 'askSpace',
  finish: 'askFinish',
  done: 'allDone',
};

function parse(frame: SocketFrame): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(frame.data ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The create guide's conversation in the page (lib/contracts/create-guide.ts): each frame from the guide moves it to
 * the next question, with its options; what the person answers is added as their line.
 */
export function reduceGuide(model: GuideModel, action: GuideAction): GuideModel {
  switch (action.type) {
    case 'said':
      return { ...model, error: undefined, busy: action.busy, lines: [...model.lines, { id: (nextLine += 1), from: 'me', text: action.text }] };
    case 'sending':
      return { ...model, error: undefined, busy: action.busy };
    case 'failed':
      return { ...model, busy: undefined, error: action.message };
    case 'frame':
      return onFrame(model, action.frame);
  }
}

function onFrame(model: GuideModel, frame: SocketFrame): GuideModel {
  if (frame.dataType === DataType.Notify) return onTask(model, parse(frame));
  if (frame.topicId !== GUIDE_TOPIC_ID) return model;
  const data = parse(frame);
  if (frame.code) return { ...model, busy: undefined, error: String(data.message ?? '') };
  const roleId = typeof data.roleId === 'number' ? data.roleId : model.roleId;
  const name = typeof data.name === 'string' ? data.name : model.name;
  const ask = (step: GuideStep, extra: Partial<GuideModel> = {}): GuideModel => ({
    ...model,
    ...extra,
    step,
    roleId,
    name,
    busy: undefined,
    error: undefined,
    lines: model.step === step && !extra.character ? model.lines : [...model.lines, guideLine(QUESTION[step], name ? { name } : undefined)],
  });
  switch (frame.dataType) {
    case DataType.CreateFriend: {
      const inspirations = Array.isArray(data.inspirations) ? (data.inspirations as GuideModel['inspirations']) : model.inspirations;
      const step = data.step as GuideStep;
      const resumed = model.step === 'connecting' && roleId !== undefined && step !== 'look' ? [guideLine('resumed', { name: name ?? '' })] : [];
      // The questions of voice, character, space and finish come with their own frames.
      if (step !== 'look' && step !== 'done') return { ...model, roleId, name, inspirations, lines: [...model.lines, ...resumed] };
      return ask(step, { inspirations, images: undefined, ...(step === 'done' && roleId ? { done: { roleId, name: name ?? '' } } : {}) });
    }
    case DataType.ProduceImage:
      return { ...model, busy: undefined, prompt: String(data.prompt ?? model.prompt ?? ''), images: (data.options as GuideImageOption[]) ?? [], lines: [...model.lines, guideLine('pickLook')] };
    case DataType.EnterNickname:
      return ask('name', { seed: typeof data.seed === 'number' ? data.seed : model.seed });
    case DataType.WaitingModel: {
      const waiting = data as GuideWaiting;
      if (waiting.stage === 'character') return { ...model, busy: 'character' };
      const avatar = waiting.taskId && waiting.assetId ? { taskId: waiting.taskId, assetId: waiting.assetId, progress: model.avatar?.taskId === waiting.taskId ? model.avatar.progress : 0, state: 1 } : model.avatar;
      return { ...model, roleId, avatar, busy: model.step === 'finish' ? 'avatar' : model.busy === 'saving' ? undefined : model.busy };
    }
    case DataType.ChoiceVoice:
      return ask('voice', { voices: (data.options as GuideVoiceOption[]) ?? [] });
    case DataType.ChoiceCharacter: {
      const character = data.character as GuideCharacter | undefined;
      if (!character) return ask('character', { character: undefined });
      return { ...ask('character', { character }), lines: [...model.lines, guideLine('wroteCharacter', { name: name ?? '' })] };
    }
    case DataType.SetupRoleBackground:
      return ask('space', { spaces: (data.options as GuideSpaceOption[]) ?? [] });
    case DataType.FinishCreate: {
      if (typeof data.failed === 'string') return { ...model, busy: undefined, error: data.failed, avatar: model.avatar && { ...model.avatar, state: TaskState.Fail } };
      if (data.done === true && roleId !== undefined) {
        const spoken = { ...(typeof data.greeting === 'string' ? { greeting: data.greeting } : {}), ...(typeof data.greetingUrl === 'string' ? { greetingUrl: data.greetingUrl } : {}) };
        return { ...ask('done'), done: { roleId, name: name ?? '', coverUrl: typeof data.coverUrl === 'string' ? data.coverUrl : null, ...spoken } };
      }
      return ask('finish');
    }
    default:
      return model;
  }
}

/** The avatar's generation task reports its progress on the socket (Notify `progress`). */
function onTask(model: GuideModel, data: Record<string, unknown>): GuideModel {
  if (!model.avatar || data.taskId !== model.avatar.taskId || typeof data.state !== 'number') return model;
  return { ...model, avatar: { ...model.avatar, progress: typeof data.progress === 'number' ? data.progress : model.avatar.progress, state: data.state } };
}

/** Whether the avatar is drawn (the page then sends FinishCreate again when it was waiting for it). */
export const avatarReady = (model: GuideModel) => model.avatar?.state === TaskState.Success;
export const avatarFailed = (model: GuideModel) => model.avatar?.state === TaskState.Fail;
