import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { fliteVoiceFor, NEUTRAL_F0_HZ, NON_BINARY_F0_STDDEV_HZ, openAiVoiceFor, roleVoice } from './role-voice';

describe('roleVoice', () => {
  it('reads the stored pitch, rate and voice with the gender', () => {
    expect(roleVoice({ gender: 'female', voice: { pitch: 1.25, rate: 1.1 } })).toEqual({ pitch: 1.25, rate: 1.1, gender: 'female' });
    expect(roleVoice({ gender: 'male', voice: { voice: 'rms' } })).toMatchObject({ voice: 'rms', gender: 'male' });
  });

  it('ignores what is not a voice setting and treats any other gender as non-binary', () => {
    expect(roleVoice({ gender: 'robot', voice: { pitch: 'high', rate: -1, voice: 3 } })).toEqual({ gender: 'non' });
    expect(roleVoice({ gender: 'male', voice: null })).toEqual({ gender: 'male' });
  });
});

describe('fliteVoiceFor', () => {
  it('gives female roles slt and male roles awb, at their own pitch and speed', () => {
    expect(fliteVoiceFor({ gender: 'female', pitch: 1.25, rate: 1.1 })).toEqual({ name: 'slt', f0MeanHz: 188, durationStretch: 0.909 });
    expect(fliteVoiceFor({ gender: 'male', pitch: 0.7, rate: 0.8 })).toEqual({ name: 'awb', f0MeanHz: 105, durationStretch: 1.25 });
  });

  it('gives non-binary roles a flatter intonation, in slt from a neutral pitch up and in awb below', () => {
    expect(fliteVoiceFor({ gender: 'non', pitch: 1.8 })).toEqual({ name: 'slt', f0MeanHz: 270, f0StddevHz: NON_BINARY_F0_STDDEV_HZ, durationStretch: 1 });
    expect(fliteVoiceFor({ gender: 'non', pitch: 0.8 })).toMatchObject({ name: 'awb', f0MeanHz: 120 });
  });

  it('keeps a voice the author picked and holds pitch and speed to what flite can say', () => {
    expect(fliteVoiceFor({ gender: 'female', voice: 'kal16', pitch: 9, rate: 9 })).toEqual({ name: 'kal16', f0MeanHz: 350, durationStretch: 0.5 });
    expect(fliteVoiceFor({})).toEqual({ name: 'slt', f0MeanHz: NEUTRAL_F0_HZ, f0StddevHz: NON_BINARY_F0_STDDEV_HZ, durationStretch: 1 });
  });

  it('gives starter roles with different voice settings different flite voices', () => {
    const settings = new Set(STARTER_ROLES.map((role) => JSON.stringify([role.gender, role.voice.pitch, role.voice.rate])));
    const voices = new Set(STARTER_ROLES.map((role) => JSON.stringify(fliteVoiceFor(roleVoice(role)))));
    expect(voices.size).toBe(settings.size);
  });
});

describe('openAiVoiceFor', () => {
  it('picks an OpenAI voice by gender and pitch', () => {
    expect(openAiVoiceFor({ gender: 'female', pitch: 1.3, rate: 1.2 })).toEqual({ voice: 'nova', speed: 1.2 });
    expect(openAiVoiceFor({ gender: 'female', pitch: 0.9 })).toEqual({ voice: 'shimmer', speed: 1 });
    expect(openAiVoiceFor({ gender: 'male', pitch: 0.6 }).voice).toBe('onyx');
    expect(openAiVoiceFor({ gender: 'male', pitch: 0.9 }).voice).toBe('echo');
    expect(openAiVoiceFor({ gender: 'male', pitch: 1 }).voice).toBe('fable');
    expect(openAiVoiceFor({ gender: 'non' }).voice).toBe('alloy');
  });

  it('passes on a voice name the remote knows, but never a flite one, and holds the speed to 0.25–4', () => {
    expect(openAiVoiceFor({ voice: 'af_bella', gender: 'female', rate: 9 })).toEqual({ voice: 'af_bella', speed: 4 });
    expect(openAiVoiceFor({ voice: 'slt', gender: 'female', pitch: 1.3, rate: 0.1 })).toEqual({ voice: 'nova', speed: 0.25 });
  });
});
