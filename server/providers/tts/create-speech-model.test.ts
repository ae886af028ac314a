import { EnvError, parseEnv } from '@/server/env';
import { createSpeechModel } from './create-speech-model';
import { FliteSpeechModel } from './flite-speech-model';
import { OpenAiSpeechModel } from './openai-speech-model';

describe('createSpeechModel', () => {
  it('speaks through flite when no voice endpoint is configured', () => {
    const settings = parseEnv({}).tts;
    expect(settings).toEqual({ baseUrl: undefined, apiKey: undefined, model: 'tts-1' });
    expect(createSpeechModel(settings)).toBeInstanceOf(FliteSpeechModel);
  });

  it('speaks through the configured OpenAI-compatible endpoint', () => {
    const settings = parseEnv({ KOKO_TTS_BASE_URL: 'https://api.example.test/v1/', KOKO_TTS_API_KEY: 'sk-x', KOKO_TTS_MODEL: 'gpt-4o-mini-tts' }).tts;
    expect(settings).toEqual({ baseUrl: 'https://api.example.test/v1', apiKey: 'sk-x', model: 'gpt-4o-mini-tts' });
    const model = createSpeechModel(settings);
    expect(model).toBeInstanceOf(OpenAiSpeechModel);
    expect(model.name).toBe('openai:gpt-4o-mini-tts');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => parseEnv({ KOKO_TTS_BASE_URL: 'ftp://x' })).toThrow(EnvError);
    expect(() => parseEnv({ KOKO_TTS_BASE_URL: 'ftp://x' })).toThrow(/KOKO_TTS_BASE_URL must be a URL/);
  });
});
