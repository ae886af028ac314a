import type { Timeline, TimelineSegment } from '@/lib/contracts/chat-codes';

/** How fast a reply is read when no voice says it: about 15 characters a second, a calm reading pace. */
export const READING_MS_PER_CHAR = 65;
/** The shortest beat a segment gets when read, so a face never flickers past. */
export const MIN_READ_SEGMENT_MS = 900;

/** A segment and when it starts, in ms from the start of the reply. */
export interface ScheduledSegment {
  startMs: number;
  segment: TimelineSegment;
}

/**
 * When each segment of a reply starts. With a voice of `voiceMs`, each segment gets the share of the voice its
 * characters have of the text (the voice says every character at about the same pace). Without one, it takes as
 * long as reading it, and at least MIN_READ_SEGMENT_MS.
 */
export function scheduleTimeline(timeline: Timeline, voiceMs?: number): ScheduledSegment[] {
  const total = timeline.segments.reduce((sum, segment) => sum + segment.text.length, 0);
  const scheduled: ScheduledSegment[] = [];
  let at = 0;
  for (const segment of timeline.segments) {
    scheduled.push({ startMs: Math.round(at), segment });
    at += voiceMs !== undefined && voiceMs > 0 && total > 0 ? (voiceMs * segment.text.length) / total : Math.max(MIN_READ_SEGMENT_MS, segment.text.length * READING_MS_PER_CHAR);
  }
  return scheduled;
}

/** The segment being said `ms` into the reply: the last one started. */
export function segmentAt(schedule: readonly ScheduledSegment[], ms: number): ScheduledSegment | undefined {
  let current: ScheduledSegment | undefined;
  for (const entry of schedule) if (entry.startMs <= ms) current = entry;
  return current;
}
