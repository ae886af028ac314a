import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { timelineSchema } from '@/lib/contracts/timeline';
import { readDirectedReply } from './directed-reply';
import { jsonDirectionRule, timelineJsonSchema } from './director-prompt';

describe('timelineJsonSchema', () => {
  const schema = timelineJsonSchema();
  const segment = schema.properties.segments.items;

  it('names every code the timeline accepts and requires what a segment must have', () => {
    expect(segment.properties.emotion.enum).toEqual([...EMOTIONS]);
    expect(segment.properties.motion.enum).toEqual(Object.keys(MotionType));
    expect(segment.required).toEqual(['text', 'emotion', 'motion', 'gaze']);
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it('describes answers the reader takes as they are', () => {
    const answer = { segments: [{ text: 'Hi! ', emotion: 'joy', motion: 'appear', gaze: 'user' }, { text: 'Sit.', emotion: 'caring', motion: 'idle', gaze: 'down', camera: 'close-up', music: 'calm' }] };
    expect(timelineSchema.parse(answer)).toEqual(answer);
    expect(readDirectedReply(JSON.stringify(answer)).timeline).toEqual(answer);
  });

  it('goes with a rule that names the same codes', () => {
    expect(jsonDirectionRule()).toContain(`emotion is one of: ${EMOTIONS.join(', ')}.`);
  });
});
