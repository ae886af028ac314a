import type { MessageData } from '@/lib/contracts/chat-codes';
import type { EngineController } from '@/lib/bridge/engine-controller';
import type { MotionTypeCode } from '@/lib/bridge/engine-commands';
import type { Timers } from '@/lib/chat/timers';
import { playTimeline, type TimelineStage } from './timeline-player';

/** The voice of the reply, when it is playing as the reply is acted out: how long it is and how far it has got. */
export interface PlayingVoice {
  durationMs: number;
  currentMs: number;
}

type ActingEngine = Pick<EngineController, 'setEmotion' | 'playMotion' | 'setCamera' | 'playTimeline'> & Pick<TimelineStage, 'setGaze'>;

/**
 * Acts a finished reply out. A reply with a timeline plays it segment by segment, timed by its voice when the voice
 * is playing, else at reading pace, and the native engine is handed the whole timeline; a reply from before timelines
 * shows its one emotion and motion. Returns a stop for what has not played yet.
 */
export function actReply(engine: ActingEngine, data: Pick<MessageData, 'emotion' | 'action' | 'timeline' | 'voice'>, voice?: PlayingVoice, timers?: Timers): () => void {
  const { timeline } = data;
  if (timeline?.segments.length) {
    engine.playTimeline(timeline, voice ? data.voice : undefined);
    return playTimeline(engine, timeline, { voiceMs: voice?.durationMs, startAtMs: voice?.currentMs, timers });
  }
  if (data.emotion) engine.setEmotion(data.emotion);
  if (data.action) engine.playMotion(data.action as MotionTypeCode);
  return () => undefined;
}
