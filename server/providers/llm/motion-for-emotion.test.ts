import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { emotionFromLabel } from './emotion-label';
import { MOTION_FOR_EMOTION, motionForEmotion } from './motion-for-emotion';

describe('motion for emotion', () => {
  it('gives every one of the 28 emotions a motion, and nothing else', () => {
    expect(Object.keys(MOTION_FOR_EMOTION).sort()).toEqual([...EMOTIONS].sort());
    for (const emotion of EMOTIONS) expect(Object.keys(MotionType)).toContain(motionForEmotion(emotion));
  });

  it('moves lively feelings and talks through plain ones', () => {
    expect([motionForEmotion('joy'), motionForEmotion('sadness'), motionForEmotion('neutral'), motionForEmotion('curiosity')]).toEqual(['active', 'emotion', 'talk', 'listen']);
  });
});

describe('emotionFromLabel', () => {
  it('maps each of the 28 labels to itself, in any case', () => {
    for (const emotion of EMOTIONS) {
      expect(emotionFromLabel(emotion)).toBe(emotion);
      expect(emotionFromLabel(` ${emotion.toUpperCase()}. `)).toBe(emotion);
    }
  });

  it.each([
    ['happy', 'joy'],
    ['sad', 'sadness'],
    ['angry', 'anger'],
    ['scared', 'fear'],
    ['shy', 'embarrassment'],
    ['worried', 'nervousness'],
    ['Excited!', 'excitement'],
    ['a bit flustered', 'embarrassment'],
    ['playful, teasing', 'amusement'],
  ])('maps the synonym %j to %j', (label, emotion) => {
    expect(emotionFromLabel(label)).toBe(emotion);
  });

  it('falls back to neutral', () => {
    expect(emotionFromLabel('')).toBe('neutral');
    expect(emotionFromLabel('melancholic-ish vibes')).toBe('neutral');
  });
});
