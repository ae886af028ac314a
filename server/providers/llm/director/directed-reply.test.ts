import fc from 'fast-check';
import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { timelineSchema, timelineText, type TimelineSegment } from '@/lib/contracts/timeline';
import { readDirectedReply } from './directed-reply';
import { DirectedTextStream } from './directed-text-stream';
import { ReplyStream } from './reply-stream';
import { isTagBody } from './inline-tag';

/** The words and cues of each segment, in order. */
const beats = (answer: string) => readDirectedReply(answer).timeline.segments.map(({ text, emotion, motion, gaze, camera, music }) => ({ text, emotion, motion, gaze, ...(camera ? { camera } : {}), ...(music ? { music } : {}) }));

/** Whether text still holds a bracket a reader would take for a tag. */
const holdsTag = (text: string) => [...text.matchAll(/\[([^\]]*)\]/g)].some((match) => isTagBody(match[1]!.slice(match[1]!.lastIndexOf('[') + 1)));

describe('readDirectedReply: text with inline tags', () => {
  it.each<[string, string, Partial<TimelineSegment>[]]>([
    ['a tag before each sentence', '[joy|wave|gaze:user] Hi Sam! [curiosity|listen|gaze:up] How was work?', [{ text: 'Hi Sam! ', emotion: 'joy', motion: 'appear', gaze: 'user' }, { text: 'How was work?', emotion: 'curiosity', motion: 'listen', gaze: 'up' }]],
    ['the older emotion tag at the end, for the whole reply', 'Hello there! How are you? [emotion: happy]', [{ text: 'Hello there! How are you?', emotion: 'joy', motion: 'active', gaze: 'user' }]],
    ['keyed cues in any order, camera and music', '[gaze=down, emotion=sad, camera: closeup, music: sad] I lost it.', [{ text: 'I lost it.', emotion: 'sadness', motion: 'emotion', gaze: 'down', camera: 'close-up', music: 'sad' }]],
    ['a tag naming only a motion keeps the emotion before it', '[anger] Out! [stomp] Now!', [{ text: 'Out! ', emotion: 'anger', motion: 'emotion' }, { text: 'Now!', emotion: 'anger', motion: 'emotion' }]],
    ['unknown labels: nearest emotion, else neutral; an unknown motion is the emotion’s', '[emotion: melancholic|motion: levitate] Hm. [emotion: thrilled-ish excited] Oh!', [{ text: 'Hm. ', emotion: 'neutral', motion: 'talk' }, { text: 'Oh!', emotion: 'excitement', motion: 'active' }]],
    ['a stage direction is hidden too', 'Well [laughs] that was fun.', [{ text: 'Well ', emotion: 'neutral' }, { text: 'that was fun.', emotion: 'amusement', motion: 'emotion' }]],
    ['words joined across a tag get a space', 'Hi![wave]Bye.', [{ text: 'Hi! ' }, { text: 'Bye.', motion: 'appear' }]],
    ['actions in asterisks stay and pick the motion of their beat', '*waves* Hi! *sighs* I missed you.', [{ text: '*waves* Hi! ', motion: 'appear' }, { text: '*sighs* I missed you.', motion: 'emotion' }]],
    ['brackets that are not tags are words', 'Rule [1] and [b]c [2', [{ text: 'Rule [1] and ' }, { text: 'c [2' }]],
    ['a tag nested in brackets makes them a tag', 'So [[joy]a] it is.', [{ text: 'So ' }, { text: 'it is.', emotion: 'joy' }]],
    ['plain text is one neutral segment', '  Just words.  ', [{ text: 'Just words.', emotion: 'neutral', motion: 'talk', gaze: 'user' }]],
  ])('%s', (_name, answer, expected) => {
    const segments = beats(answer);
    expect(segments).toHaveLength(expected.length);
    expected.forEach((segment, index) => expect(segments[index]).toMatchObject(segment));
  });
});

describe('readDirectedReply: JSON timelines', () => {
  it('reads a well-formed timeline, mapping labels to the known codes', () => {
    const answer = JSON.stringify({ segments: [{ text: 'Hi!', emotion: 'happy', motion: 'wave', gaze: 'user' }, { text: 'Sit down.', emotion: 'calm', motion: 'idle', gaze: 'floor', camera: 'close-up' }] });
    expect(readDirectedReply(answer)).toEqual({
      text: 'Hi! Sit down.',
      timeline: { segments: [{ text: 'Hi! ', emotion: 'joy', motion: 'appear', gaze: 'user' }, { text: 'Sit down.', emotion: 'neutral', motion: 'idle', gaze: 'down', camera: 'close-up' }] },
    });
  });

  it('reads a bare array in a code fence, and one object with a text', () => {
    expect(beats('```json\n[{"text": "A.", "emotion": "fear"}, {"text": " B."}]\n```')).toEqual([
      { text: 'A. ', emotion: 'fear', motion: 'emotion', gaze: 'user' },
      { text: 'B.', emotion: 'fear', motion: 'emotion', gaze: 'user' },
    ]);
    expect(readDirectedReply('{"text": "Only this.", "emotion": "pride"}').timeline.segments[0]).toMatchObject({ emotion: 'pride', motion: 'perform' });
  });

  it.each([
    ['cut off inside a text', '{"segments":[{"text":"Hi there","emotion":"joy"},{"text":"Bye \\u00e9 and \\"so', 'Hi there Bye é and "so'],
    ['a missing comma', '{"segments":[{"text":"One.","emotion":"sadness"} {"text":"Two.","emotion":"relief"}]}', 'One. Two.'],
    ['cut off inside an escape', '{"segments":[{"text":"Tab\\', 'Tab'],
    ['tags inside the texts', '{"segments":[{"text":"[joy] Hey [wave] you."}]}', 'Hey you.'],
  ])('repairs broken JSON: %s', (_name, answer, text) => {
    const reply = readDirectedReply(answer);
    expect(reply.text).toBe(text);
    expect(timelineText(reply.timeline)).toBe(text);
  });

  it('keeps the cues of repaired segments', () => {
    expect(beats('{"segments":[{"text":"One.","emotion":"sadness"} {"text":"Two.","emotion":"relief","gaze":"up"')).toEqual([
      { text: 'One. ', emotion: 'sadness', motion: 'emotion', gaze: 'user' },
      { text: 'Two.', emotion: 'relief', motion: 'emotion', gaze: 'up' },
    ]);
  });

  it('reads JSON with no text to save as text', () => {
    expect(readDirectedReply('{"mood": "joy"').text).toBe('{"mood": "joy"');
    expect(readDirectedReply('{nope').text).toBe('{nope');
  });
});

describe('DirectedTextStream', () => {
  it('never shows a tag, even when it arrives a letter at a time, and the pieces join to the reply', () => {
    const answer = '[joy|wave] Hello there! [curiosity|gaze:user] How are you? [emotion: joy]';
    const stream = new DirectedTextStream();
    const shown = [...answer].map((letter) => stream.push(letter));
    const reply = stream.finish();
    expect(shown.join('')).toBe('Hello there! How are you?');
    expect(reply.text).toBe('Hello there! How are you?');
    for (let i = 0; i < shown.length; i++) expect(shown.slice(0, i + 1).join('')).not.toMatch(/\[/);
    expect(reply.timeline.segments.map((s) => s.emotion)).toEqual(['joy', 'curiosity']);
  });

  it('releases a held bracket once it cannot be a tag, and drops an unfinished tag at the end', () => {
    const stream = new DirectedTextStream();
    expect([stream.push('She scored '), stream.push('['), stream.push('9'), stream.push('/10] ')]).toEqual(['She scored', '', ' [9', '/10]']);
    stream.push('Nice. [emotion: jo');
    expect(stream.finish().text).toBe('She scored [9/10] Nice.');
  });
});

/** Answers built from the pieces that matter to the reader: tags, brackets, JSON, asterisks, words. */
const answers = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom('[', ']', '[joy]', '[emotion: sad', '|', ':', 'gaze:up', 'wave', '{', '}', '"text":', '"', '\\', ',', '*', ' ', '\n', 'Hi', '.', '?', 'é', '```'), { maxLength: 40 }).map((parts) => parts.join('')),
);

describe('readDirectedReply on any answer', () => {
  it('returns text without tags, segments joining to it, with valid codes', () => {
    fc.assert(
      fc.property(answers, (answer) => {
        const { text, timeline } = readDirectedReply(answer);
        expect(holdsTag(text)).toBe(false);
        expect(timelineText(timeline)).toBe(text);
        for (const segment of timeline.segments) {
          expect(EMOTIONS).toContain(segment.emotion);
          expect(Object.keys(MotionType)).toContain(segment.motion);
        }
        if (text) expect(timelineSchema.safeParse(timeline).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('streams text answers in pieces that join to the reply, whatever the cuts', () => {
    fc.assert(
      fc.property(answers.filter((answer) => !/^\s*[{[`]/.test(answer)), fc.array(fc.nat(), { maxLength: 8 }), (answer, cuts) => {
        const stream = new DirectedTextStream();
        const points = [...new Set(cuts.map((cut) => cut % (answer.length + 1)))].sort((a, b) => a - b);
        const shown = [0, ...points].map((from, index) => stream.push(answer.slice(from, [...points, answer.length][index])));
        const reply = stream.finish();
        expect(shown.join('')).toBe(reply.text);
        expect(reply.text).toBe(readDirectedReply(answer).text);
        expect(timelineText(reply.timeline)).toBe(reply.text);
      }),
      { numRuns: 1000 },
    );
  });

  it('streams any answer, JSON or text, in pieces that start the reply read whole', () => {
    fc.assert(
      fc.property(answers, fc.array(fc.nat(), { maxLength: 8 }), (answer, cuts) => {
        const stream = new ReplyStream();
        const points = [...new Set(cuts.map((cut) => cut % (answer.length + 1)))].sort((a, b) => a - b);
        const shown = [0, ...points].map((from, index) => stream.push(answer.slice(from, [...points, answer.length][index])));
        const reply = stream.finish();
        expect(reply.text.startsWith(shown.join(''))).toBe(true);
        expect(reply.text).toBe(readDirectedReply(answer).text);
      }),
      { numRuns: 1000 },
    );
  });
});
