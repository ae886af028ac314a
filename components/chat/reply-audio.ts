'use client';

/** One voice at a time: a new reply's voice stops the one still playing. */
let current: HTMLAudioElement | undefined;

/** Sent on window when a reply's voice has played to its end. */
export const REPLY_VOICE_ENDED_EVENT = 'koko:reply-voice-ended';

export function playReplyVoice(url: string): void {
  current?.pause();
  current = new Audio(url);
  current.addEventListener('ended', () => window.dispatchEvent(new Event(REPLY_VOICE_ENDED_EVENT)), { once: true });
  // Autoplay may be refused until the person has interacted with the page; the play button still works.
  void current.play().catch(() => undefined);
}

export function stopReplyVoice(): void {
  current?.pause();
  current = undefined;
}

/** The reply voice playing now (or last started): the avatar's lip sync follows its time line. */
export function currentReplyVoice(): HTMLAudioElement | undefined {
  return current;
}
