import { formProblem, generateBody, initialForm, PROMPT_MAX } from './generate-form';

const form = initialForm();

describe('the generate form', () => {
  it('asks for a prompt where the kind needs one', () => {
    for (const kind of ['avatar', 'animation', 'skybox', 'cover', 'voice'] as const) expect([kind, formProblem(kind, form)]).toEqual([kind, 'promptRequired']);
    expect(formProblem('skybox', { ...form, prompt: '   ' })).toBe('promptRequired');
    expect(formProblem('skybox', { ...form, prompt: 'a beach at dusk' })).toBeNull();
  });

  it('makes music from its choices alone', () => {
    expect(formProblem('bgm', form)).toBeNull();
  });

  it('asks for a picture before an uploaded cover, and a sample before a matched voice', () => {
    expect(formProblem('cover', { ...form, coverType: 'upload' })).toBe('selectImage');
    expect(formProblem('cover', { ...form, coverType: 'upload', image: new File([new Uint8Array(4)], 'a.png') })).toBeNull();
    expect(formProblem('voice', { ...form, voiceMode: 'clone' })).toBe('sampleRequired');
    expect(formProblem('voice', { ...form, voiceMode: 'clone', sample: new Blob([new Uint8Array(4)]) })).toBeNull();
  });

  it('refuses an overlong prompt', () => {
    expect(formProblem('avatar', { ...form, prompt: 'x'.repeat(PROMPT_MAX + 1) })).toBe('promptTooLong');
    expect(formProblem('avatar', { ...form, prompt: 'x'.repeat(PROMPT_MAX) })).toBeNull();
  });

  it('builds each kind’s body', () => {
    const filled = { ...form, prompt: '  warm and slow ' };
    expect(generateBody('skybox', filled)).toEqual({ prompt: 'warm and slow' });
    expect(generateBody('skybox', form, {}, 9)).toEqual({ assetId: 9 });
    expect(generateBody('bgm', filled)).toEqual({ prompt: 'warm and slow', mood: 'calm', genre: 'lofi', bpm: 96, durationSeconds: 60 });
    expect(generateBody('voice', filled)).toEqual({ prompt: 'warm and slow', mode: 'direct' });
    expect(generateBody('voice', { ...form, voiceMode: 'clone' }, { sampleBase64: 'UklGRg==' })).toEqual({ mode: 'clone', sample: 'UklGRg==' });
    expect(generateBody('cover', { ...filled, coverType: 'animation' })).toEqual({ prompt: 'warm and slow', type: 'animation' });
    expect(generateBody('cover', { ...form, coverType: 'upload' }, { imageBase64: 'iVBORw0KGgo=' })).toEqual({ type: 'upload', image: 'iVBORw0KGgo=' });
  });
});
