import type { GeneratorKind } from './generator-kinds';

/** The most a prompt may hold; longer text is refused before it is sent. */
export const PROMPT_MAX = 500;

/** Music choices of the BGM generator (its composer's moods and genres). */
export const BGM_MOODS = ['calm', 'happy', 'romantic', 'epic', 'mysterious', 'sad'] as const;
export const BGM_GENRES = ['lofi', 'pop', 'orchestral', 'electronic', 'jazz', 'ambient'] as const;
export const BGM_TEMPO = { min: 60, max: 180, initial: 96 } as const;
export const BGM_SECONDS = { min: 15, max: 180, initial: 60 } as const;

export type CoverType = 'common' | 'animation' | 'upload';
export type VoiceMode = 'direct' | 'clone';

export interface GenerateForm {
  prompt: string;
  mood: (typeof BGM_MOODS)[number];
  genre: (typeof BGM_GENRES)[number];
  tempo: number;
  seconds: number;
  voiceMode: VoiceMode;
  /** The recorded (or chosen) voice sample, WAV. */
  sample: Blob | null;
  coverType: CoverType;
  /** The picture a cover of type upload starts from. */
  image: File | null;
}

export const initialForm = (prompt = ''): GenerateForm => ({
  prompt,
  mood: 'calm',
  genre: 'lofi',
  tempo: BGM_TEMPO.initial,
  seconds: BGM_SECONDS.initial,
  voiceMode: 'direct',
  sample: null,
  coverType: 'common',
  image: null,
});

/** Why the form cannot start yet: the key of the seed §5 creation message under Generate.problems. */
export type FormProblem = 'promptRequired' | 'promptTooLong' | 'selectImage' | 'sampleRequired';

/** A form that needs no words: music from its choices, a matched voice from its sample, a cover from its picture. */
const promptOptional = (kind: GeneratorKind, form: GenerateForm) =>
  kind === 'bgm' || (kind === 'voice' && form.voiceMode === 'clone') || (kind === 'cover' && form.coverType === 'upload');

export function formProblem(kind: GeneratorKind, form: GenerateForm): FormProblem | null {
  const prompt = form.prompt.trim();
  if (prompt.length > PROMPT_MAX) return 'promptTooLong';
  if (kind === 'cover' && form.coverType === 'upload' && !form.image) return 'selectImage';
  if (kind === 'voice' && form.voiceMode === 'clone' && !form.sample) return 'sampleRequired';
  if (!prompt && !promptOptional(kind, form)) return 'promptRequired';
  return null;
}

/**
 * The body of `app/{kind}/generate` for the form: the prompt for every kind, the music choices for BGM, the
 * mode and the uploaded sample's URL for a voice, the type (and, for upload, the picture as base64) for a cover.
 */
export function generateBody(kind: GeneratorKind, form: GenerateForm, attached: { sampleBase64?: string; imageBase64?: string } = {}, assetId?: number): Record<string, unknown> {
  const prompt = form.prompt.trim();
  const common = { ...(prompt ? { prompt } : {}), ...(assetId ? { assetId } : {}) };
  switch (kind) {
    case 'bgm':
      return { ...common, mood: form.mood, genre: form.genre, bpm: form.tempo, durationSeconds: form.seconds };
    case 'voice':
      return form.voiceMode === 'clone' ? { ...common, mode: 'clone', sample: attached.sampleBase64 } : { ...common, mode: 'direct' };
    case 'cover':
      return form.coverType === 'upload' ? { ...common, type: 'upload', image: attached.imageBase64 } : { ...common, type: form.coverType };
    default:
      return common;
  }
}
