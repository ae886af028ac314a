import { callOrDefault, type ModuleContext } from './module-call';

export type SpeechRecognizerEvent =
  | { type: 'result'; text: string; isFinal: boolean }
  | { type: 'error'; message: string }
  | { type: 'end' };

function toEvent(payload: unknown): SpeechRecognizerEvent | null {
  const event = payload as Record<string, unknown> | null;
  if (event?.type === 'result' && typeof event.text === 'string') return { type: 'result', text: event.text, isFinal: event.isFinal === true };
  if (event?.type === 'error') return { type: 'error', message: String(event.message ?? '') };
  if (event?.type === 'end') return { type: 'end' };
  return null;
}

/** The native speech recognizer: start and stop are calls, what it hears comes back as events. */
export function createSpeechRecognizer(ctx: ModuleContext) {
  const gate = { gate: 'bridgeSpeechRecognizer' } as const;
  return {
    start: (options: { lang?: string } = {}) => callOrDefault<void>(ctx, 'SpeechRecognizer', 'start', options, undefined, gate),
    stop: () => callOrDefault<void>(ctx, 'SpeechRecognizer', 'stop', {}, undefined, gate),
    onEvent(listener: (event: SpeechRecognizerEvent) => void) {
      return ctx.transport.on('speechRecognizer', (payload) => {
        const event = toEvent(payload);
        if (event) listener(event);
      });
    },
  };
}
export type SpeechRecognizerModule = ReturnType<typeof createSpeechRecognizer>;
