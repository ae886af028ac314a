'use client';

import { getBridge } from '@/lib/bridge';

/** The parts of the Web Speech API's recognizer this uses (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** Words heard while recording: `finish` gives them once the recognizer has had its last say. */
export interface TranscriptListener {
  finish(): Promise<string>;
  cancel(): void;
}

/** The recognizer may hold back its final result for a moment after stop; past this, what was heard is used. */
const SETTLE_MS = 1500;

const join = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();

/**
 * Listens alongside a recording (DESIGN §5 STT): the native wrapper's speech recognizer inside the app,
 * the browser's Web Speech API where it exists; elsewhere (or when either fails) no words, and the
 * server's transcriber or the character's "say again" takes over.
 */
export function listenForWords(lang: string): TranscriptListener {
  const bridge = getBridge();
  if (bridge.app.inApp) return listenNative(bridge, lang);
  const Ctor = (window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor });
  const Recognizer = Ctor.SpeechRecognition ?? Ctor.webkitSpeechRecognition;
  if (!Recognizer) return { finish: async () => '', cancel: () => undefined };
  const finals: string[] = [];
  let interim = '';
  let ended = false;
  let settle: (() => void) | undefined;
  const recognition = new Recognizer();
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) finals.push(result[0].transcript);
      else interim += result[0].transcript;
    }
  };
  recognition.onerror = () => undefined;
  recognition.onend = () => {
    ended = true;
    settle?.();
  };
  try {
    recognition.start();
  } catch {
    ended = true;
  }
  return {
    finish() {
      if (!ended) recognition.stop();
      return new Promise((resolve) => {
        const done = () => resolve(join([...finals, interim]));
        if (ended) return done();
        const timer = setTimeout(done, SETTLE_MS);
        settle = () => {
          clearTimeout(timer);
          done();
        };
      });
    },
    cancel() {
      if (!ended) recognition.abort();
    },
  };
}

function listenNative(bridge: ReturnType<typeof getBridge>, lang: string): TranscriptListener {
  const finals: string[] = [];
  let interim = '';
  let ended = false;
  let settle: (() => void) | undefined;
  const off = bridge.speechRecognizer.onEvent((event) => {
    if (event.type === 'result') {
      if (event.isFinal) {
        finals.push(event.text);
        interim = '';
      } else interim = event.text;
    } else {
      ended = true;
      settle?.();
    }
  });
  void bridge.speechRecognizer.start({ lang }).catch(() => {
    ended = true;
  });
  return {
    async finish() {
      await bridge.speechRecognizer.stop().catch(() => undefined);
      const text = await new Promise<string>((resolve) => {
        const done = () => resolve(join([...finals, interim]));
        if (ended) return done();
        const timer = setTimeout(done, SETTLE_MS);
        settle = () => {
          clearTimeout(timer);
          done();
        };
      });
      off();
      return text;
    },
    cancel() {
      off();
      void bridge.speechRecognizer.stop().catch(() => undefined);
    },
  };
}
