import { z } from 'zod';
import { CAMERA_CUES, EMOTIONS, GAZES, MotionType, MUSIC_CUES, type MotionName, type Timeline } from './chat-codes';

const MOTION_NAMES = Object.keys(MotionType) as [MotionName, ...MotionName[]];

/** One segment of a director timeline (chat-codes.ts TimelineSegment). */
export const timelineSegmentSchema = z.object({
  text: z.string().min(1),
  emotion: z.enum(EMOTIONS),
  motion: z.enum(MOTION_NAMES),
  gaze: z.enum(GAZES),
  camera: z.enum(CAMERA_CUES).optional(),
  music: z.enum(MUSIC_CUES).optional(),
});

/** A reply's director timeline: what the reply frame's data carries in `timeline`. */
export const timelineSchema = z.object({ segments: z.array(timelineSegmentSchema).min(1) }) satisfies z.ZodType<Timeline>;

export { CAMERA_CUES, GAZES, MUSIC_CUES, timelineText, type CameraCue, type Gaze, type MusicCue, type Timeline, type TimelineSegment } from './chat-codes';
