import type { Timeline } from '@/lib/contracts/chat-codes';
import { MIN_READ_SEGMENT_MS, READING_MS_PER_CHAR, scheduleTimeline, segmentAt } from './timeline-schedule';

const timeline: Timeline = {
  segments: [
    { text: 'Hi there! ', emotion: 'joy', motion: 'appear', gaze: 'user' },
    { text: 'I was worried about you, honestly.', emotion: 'caring', motion: 'listen', gaze: 'down' },
    { text: 'Ok?', emotion: 'curiosity', motion: 'listen', gaze: 'user' },
  ],
};

describe('scheduleTimeline', () => {
  it('shares a voice among the segments by their characters', () => {
    // 10 + 34 + 3 = 47 characters over 4.7 s: 100 ms a character.
    expect(scheduleTimeline(timeline, 4700).map((entry) => entry.startMs)).toEqual([0, 1000, 4400]);
  });

  it('takes reading time without a voice, never less than the shortest beat', () => {
    expect(scheduleTimeline(timeline).map((entry) => entry.startMs)).toEqual([0, MIN_READ_SEGMENT_MS, MIN_READ_SEGMENT_MS + 34 * READING_MS_PER_CHAR]);
    expect(scheduleTimeline(timeline, 0)).toEqual(scheduleTimeline(timeline));
  });

  it('keeps the segments in order', () => {
    expect(scheduleTimeline(timeline, 4700).map((entry) => entry.segment)).toEqual(timeline.segments);
  });
});

describe('segmentAt', () => {
  const schedule = scheduleTimeline(timeline, 4700);
  it.each([
    [0, 'joy'],
    [999, 'joy'],
    [1000, 'caring'],
    [4399, 'caring'],
    [4400, 'curiosity'],
    [60_000, 'curiosity'],
  ])('at %i ms the face shows %s', (ms, emotion) => {
    expect(segmentAt(schedule, ms)?.segment.emotion).toBe(emotion);
  });
  it('is nothing before the start', () => expect(segmentAt(schedule, -1)).toBeUndefined());
});
