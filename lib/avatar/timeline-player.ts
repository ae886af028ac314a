import { emotionCode, MotionType, type CameraCue, type Gaze, type Timeline, type TimelineSegment } from '@/lib/contracts/chat-codes';
import { CameraShot, type MotionTypeCode } from '@/lib/bridge/engine-commands';
import { systemTimers, type Timers } from '@/lib/chat/timers';
import { scheduleTimeline } from './timeline-schedule';

/** What a timeline moves: the avatar engine's face, body and camera, and where the browser's character looks. */
export interface TimelineStage {
  setEmotion(code: number): unknown;
  playMotion(type: MotionTypeCode): unknown;
  setCamera(shot: CameraShot): unknown;
  /** The segment's gaze (the native engine reads it from the whole timeline instead). */
  setGaze?(gaze: Gaze): unknown;
}

/** The seed §9 shot a camera cue asks for: close-up is the specific shot, the others the normal one. */
const SHOT_OF: Record<CameraCue, CameraShot> = { 'close-up': CameraShot.Specific, normal: CameraShot.Normal, wide: CameraShot.Normal };

export interface PlayOptions {
  /** The voice's length: segments then follow it by their share of the text; absent, reading pace. */
  voiceMs?: number;
  /** How far into the reply playing starts (a voice already playing). */
  startAtMs?: number;
  timers?: Timers;
}

/**
 * Plays a reply's timeline on the stage: on each segment the face takes its emotion, the body its motion (when it
 * changes: a motion is not started again on every sentence), the eyes its gaze and the camera its cue. The segment already under way
 * at `startAtMs` plays at once. Returns a stop that cancels what has not played.
 */
export function playTimeline(stage: TimelineStage, timeline: Timeline, { voiceMs, startAtMs = 0, timers = systemTimers }: PlayOptions = {}): () => void {
  let motion: TimelineSegment['motion'] | undefined;
  const act = (segment: TimelineSegment) => {
    stage.setEmotion(emotionCode(segment.emotion));
    if (segment.motion !== motion) stage.playMotion(MotionType[segment.motion]);
    motion = segment.motion;
    if (segment.camera) stage.setCamera(SHOT_OF[segment.camera]);
    if (segment.gaze) stage.setGaze?.(segment.gaze);
  };
  const schedule = scheduleTimeline(timeline, voiceMs);
  const begun = schedule.filter((entry) => entry.startMs <= startAtMs).at(-1) ?? schedule[0];
  const handles: unknown[] = [];
  for (const entry of schedule) {
    if (entry === begun) act(entry.segment);
    else if (entry.startMs > startAtMs) handles.push(timers.setTimeout(() => act(entry.segment), entry.startMs - startAtMs));
  }
  return () => handles.forEach((handle) => timers.clearTimeout(handle));
}
