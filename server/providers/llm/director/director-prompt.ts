import { EMOTIONS, MotionType } from '@/lib/contracts/chat';
import { CAMERA_CUES, GAZES, MUSIC_CUES } from '@/lib/contracts/timeline';

const MOTIONS = Object.keys(MotionType);

/**
 * The rule asking a streaming model to direct its reply with inline tags: one at the start of each sentence or beat,
 * which the stream hides as it goes (DirectedTextStream), so the words still appear as they are written.
 */
export function inlineDirectionRule(userName: string): string {
  return [
    `- Direct your performance with a tag before each sentence or beat: [emotion|motion|gaze:where], for example [joy|wave|gaze:user] or [curiosity|listen|gaze:up].`,
    `  emotion is one of: ${EMOTIONS.join(', ')}.`,
    `  motion is one of: ${MOTIONS.join(', ')}. gaze is one of: ${GAZES.join(', ')}.`,
    `  Add camera:${CAMERA_CUES.join('/')} or music:${MUSIC_CUES.join('/')} only when the moment calls for it.`,
    `  Change the tag when your feeling changes within the reply. Tags are hidden from ${userName}; never put anything else in square brackets.`,
  ].join('\n');
}

/** The rule asking a model that writes JSON (grammar-constrained) for the timeline of `timelineJsonSchema`. */
export function jsonDirectionRule(): string {
  return [
    '- Answer with one JSON object and nothing else: {"segments": [{"text", "emotion", "motion", "gaze", "camera"?, "music"?}, …]}.',
    '  Each segment is one sentence or beat of your reply, in order; its text is exactly what you say (actions in *asterisks* included).',
    `  emotion is one of: ${EMOTIONS.join(', ')}. motion is one of: ${MOTIONS.join(', ')}. gaze is one of: ${GAZES.join(', ')}.`,
    `  camera (${CAMERA_CUES.join(', ')}) and music (${MUSIC_CUES.join(', ')}) only when the moment calls for it.`,
  ].join('\n');
}

/**
 * The JSON schema of a reply's timeline, for a model with grammar-constrained output (a local model's JSON schema
 * grammar): the same shape `timelineSchema` checks, with a bounded segment count so the grammar stays small.
 */
export function timelineJsonSchema(maxSegments = 12) {
  return {
    type: 'object',
    properties: {
      segments: {
        type: 'array',
        minItems: 1,
        maxItems: maxSegments,
        items: {
          type: 'object',
          properties: {
            text: { type: 'string' },
            emotion: { enum: [...EMOTIONS] },
            motion: { enum: MOTIONS },
            gaze: { enum: [...GAZES] },
            camera: { enum: [...CAMERA_CUES] },
            music: { enum: [...MUSIC_CUES] },
          },
          required: ['text', 'emotion', 'motion', 'gaze'],
          additionalProperties: false,
        },
      },
    },
    required: ['segments'],
    additionalProperties: false,
  } as const;
}
