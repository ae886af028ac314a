import { parseEnv } from '@/server/env';
import { createSpeechToText } from './create-speech-to-text';
import { OpenAiTranscriptionModel } from './openai-transcription-model';

describe('createSpeechToText', () => {
  it('has no transcriber without a base URL: the client transcript is used', () => {
    expect(createSpeechToText(parseEnv({}).stt)).toBeUndefined();
  });

  it('uses the OpenAI-compatible endpoint with whisper-1 by default, or the configured model', () => {
    const settings = parseEnv({ KOKO_STT_BASE_URL: 'http://127.0.0.1:8000/v1/' }).stt;
    expect(settings).toEqual({ baseUrl: 'http://127.0.0.1:8000/v1', apiKey: undefined, model: 'whisper-1', timeoutMs: 30_000 });
    expect(createSpeechToText(settings)).toBeInstanceOf(OpenAiTranscriptionModel);
    expect(createSpeechToText(parseEnv({ KOKO_STT_BASE_URL: 'https://api.example.test/v1', KOKO_STT_MODEL: 'gpt-4o-transcribe' }).stt)?.name).toBe('openai:gpt-4o-transcribe');
  });

  it('refuses a bad URL or timeout at start-up, naming the variable', () => {
    expect(() => parseEnv({ KOKO_STT_BASE_URL: 'ftp://x' })).toThrow(/^KOKO_STT_BASE_URL must be a URL/);
    expect(() => parseEnv({ KOKO_STT_TIMEOUT_MS: '5' })).toThrow(/^KOKO_STT_TIMEOUT_MS must be at least 1000/);
  });
});
