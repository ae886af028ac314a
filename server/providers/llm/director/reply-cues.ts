import type { Emotion, MotionName } from '@/lib/contracts/chat';
import type { Timeline } from '@/lib/contracts/timeline';

/**
 * The one emotion and motion of a reply for players that act out one (seed §3 data emotion, action): those of the
 * segments that speak the most words, the earlier on a tie.
 */
export function dominantCues(timeline: Timeline): { emotion: Emotion; motion: MotionName } {
  const weight = new Map<Emotion, number>();
  for (const segment of timeline.segments) weight.set(segment.emotion, (weight.get(segment.emotion) ?? 0) + segment.text.length);
  let emotion: Emotion = timeline.segments[0]?.emotion ?? 'neutral';
  for (const [candidate, share] of weight) if (share > weight.get(emotion)!) emotion = candidate;
  const motion = timeline.segments.find((segment) => segment.emotion === emotion)?.motion ?? 'talk';
  return { emotion, motion };
}
