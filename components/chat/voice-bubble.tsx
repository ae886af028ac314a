'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatVoiceTime, voiceBarHeights } from '@/lib/chat/voice-time';
import { stopReplyVoice } from './reply-audio';

const BARS = 28;

/** One voice message plays at a time, and it silences a reply voice. */
let playing: HTMLAudioElement | undefined;

interface VoiceBubbleProps {
  url: string;
  durationSec: number;
  transcript: string;
  mine: boolean;
}

/** A voice message (seed §3 content `v`): play and pause, its length, bars that fill as it plays, and its words on request. */
export function VoiceBubble({ url, durationSec, transcript, mine }: VoiceBubbleProps) {
  const t = useTranslations('Chat');
  const textId = useId();
  const audio = useRef<HTMLAudioElement | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'playing' | 'paused'>('idle');
  const [position, setPosition] = useState(0);
  const [showText, setShowText] = useState(false);
  const bars = useMemo(() => voiceBarHeights(url, BARS), [url]);
  const totalMs = Math.max(0, durationSec * 1000);

  useEffect(() => {
    if (state !== 'playing') return;
    let frame = 0;
    const tick = () => {
      if (audio.current) setPosition(audio.current.currentTime * 1000);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state]);

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );

  function toggle() {
    if (state === 'playing') {
      audio.current?.pause();
      return;
    }
    if (!audio.current) {
      const element = new Audio(url);
      element.addEventListener('play', () => setState('playing'));
      element.addEventListener('pause', () => setState(element.ended ? 'idle' : 'paused'));
      element.addEventListener('ended', () => {
        setState('idle');
        setPosition(0);
      });
      audio.current = element;
    }
    if (playing && playing !== audio.current) playing.pause();
    stopReplyVoice();
    playing = audio.current;
    void audio.current.play().catch(() => setState('idle'));
  }

  const progress = totalMs > 0 ? Math.min(1, position / totalMs) : 0;
  const shownMs = Math.max(0, totalMs - position);
  const seconds = Math.max(1, Math.round(durationSec));
  const tone = mine
    ? { button: 'bg-white text-brand-700 hover:bg-brand-50', played: 'bg-white', rest: 'bg-white/40', time: 'text-white/90', link: 'text-white/85 hover:text-white', text: 'text-white' }
    : { button: 'bg-brand-600 text-white hover:bg-brand-700', played: 'bg-brand-600', rest: 'bg-brand-600/25', time: 'text-ink-soft', link: 'text-brand-700 hover:text-brand-600', text: 'text-ink' };

  return (
    <div data-testid="voice-bubble" className="flex min-w-[200px] max-w-[280px] flex-col gap-1.5">
      <div className="flex items-center gap-2.5">
        <button
          type="button"
          onClick={toggle}
          aria-label={state === 'playing' ? t('voicePause') : t('voicePlay', { seconds })}
          className={`grid h-9 w-9 shrink-0 place-items-center rounded-full shadow-sm transition ${tone.button}`}
        >
          {state === 'playing' ? (
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <rect x="6" y="5" width="4" height="14" rx="1.2" />
              <rect x="14" y="5" width="4" height="14" rx="1.2" />
            </svg>
          ) : (
            <svg aria-hidden viewBox="0 0 24 24" className="ml-0.5 h-4 w-4" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            </svg>
          )}
        </button>
        <span aria-hidden className="flex h-8 flex-1 items-center gap-[3px]">
          {bars.map((height, i) => (
            <span key={i} className={`w-[3px] flex-1 rounded-full transition-colors ${(i + 0.5) / BARS <= progress ? tone.played : tone.rest}`} style={{ height: `${height * 100}%` }} />
          ))}
        </span>
        <span data-testid="voice-duration" className={`w-9 shrink-0 text-right text-[12px] font-semibold tabular-nums ${tone.time}`}>
          {formatVoiceTime(state === 'idle' ? seconds * 1000 : shownMs)}
        </span>
      </div>
      {transcript ? (
        <>
          <button type="button" onClick={() => setShowText((v) => !v)} aria-expanded={showText} aria-controls={textId} className={`self-start rounded text-[12px] font-semibold underline-offset-2 hover:underline ${tone.link}`}>
            {showText ? t('voiceHideText') : t('voiceShowText')}
          </button>
          <p id={textId} hidden={!showText} className={`whitespace-pre-wrap break-words text-[14px] leading-relaxed ${tone.text}`}>
            {transcript}
          </p>
        </>
      ) : (
        <span className={`text-[12px] ${tone.time}`}>{t('voiceNoText')}</span>
      )}
    </div>
  );
}
