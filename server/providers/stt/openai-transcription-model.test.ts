import { OpenAiTranscriptionModel } from './openai-transcription-model';
import { SpeechToTextError } from './speech-to-text';
import { oggOpusClip } from '@/server/test/test-audio';
import { startTranscriptionStandIn } from '@/server/test/transcription-stand-in';

describe('OpenAiTranscriptionModel', () => {
  const clip = oggOpusClip(1_200);

  it('sends the clip as multipart with the model, language and key, and reads text and duration', async () => {
    const standIn = await startTranscriptionStandIn({ answer: () => ({ text: '  Good morning!  ', duration: 1.2 }) });
    try {
      const model = new OpenAiTranscriptionModel({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'whisper-1', timeoutMs: 5_000 });
      await expect(model.transcribe(clip, 'audio/ogg;codecs=opus', { language: 'fr-FR' })).resolves.toEqual({ text: 'Good morning!', durationMs: 1_200 });
      expect(standIn.calls).toHaveLength(1);
      const call = standIn.calls[0]!;
      expect(call).toMatchObject({ authorization: 'Bearer sk-test', model: 'whisper-1', language: 'fr', responseFormat: 'json', fileName: 'voice.ogg', fileType: 'audio/ogg' });
      expect(call.bytes.equals(clip)).toBe(true);
    } finally {
      await standIn.stop();
    }
  });

  it('leaves out the key and a language it cannot name', async () => {
    const standIn = await startTranscriptionStandIn({ answer: () => ({ text: 'hi' }) });
    try {
      const model = new OpenAiTranscriptionModel({ baseUrl: standIn.url, model: 'm', timeoutMs: 5_000 });
      await expect(model.transcribe(clip, 'audio/ogg', { language: 'fil-PH' })).resolves.toEqual({ text: 'hi' });
      expect(standIn.calls[0]).toMatchObject({ authorization: undefined, language: undefined });
    } finally {
      await standIn.stop();
    }
  });

  it('fails clearly on an error status, a slow answer, an answer without text and an unreachable endpoint', async () => {
    const failing = await startTranscriptionStandIn({ status: 500 });
    const slow = await startTranscriptionStandIn({ delayMs: 2_000 });
    const odd = await startTranscriptionStandIn({ raw: '{"transcript":"hi"}' });
    try {
      const at = (baseUrl: string, timeoutMs = 5_000) => new OpenAiTranscriptionModel({ baseUrl, model: 'whisper-1', timeoutMs });
      await expect(at(failing.url).transcribe(clip, 'audio/ogg')).rejects.toMatchObject({ failure: 'http', status: 500, message: expect.stringContaining('answered 500') });
      await expect(at(slow.url, 1_000).transcribe(clip, 'audio/ogg')).rejects.toMatchObject({ failure: 'timeout' });
      await expect(at(odd.url).transcribe(clip, 'audio/ogg')).rejects.toMatchObject({ failure: 'bad-response' });
      await expect(at('http://127.0.0.1:9/v1').transcribe(clip, 'audio/ogg')).rejects.toBeInstanceOf(SpeechToTextError);
      const gone = new AbortController();
      gone.abort();
      await expect(at(slow.url).transcribe(clip, 'audio/ogg', { signal: gone.signal })).rejects.toMatchObject({ failure: 'aborted' });
    } finally {
      await Promise.all([failing.stop(), slow.stop(), odd.stop()]);
    }
  });
});
