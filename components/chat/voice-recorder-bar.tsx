'use client';

import { useTranslations } from 'next-intl';
import { MAX_VOICE_SECONDS } from '@/lib/contracts/voice';
import type { VoiceRecordingPhase } from '@/lib/chat/voice-recording';
import { formatVoiceTime } from '@/lib/chat/voice-time';

interface VoiceRecorderBarProps {
  phase: VoiceRecordingPhase;
  elapsedMs: number;
  levels: number[];
  /** Hold-to-talk: the finger is still down, release sends. */
  holding: boolean;
  /** Dragged far enough left that releasing throws the recording away. */
  cancelling: boolean;
  drag: number;
  onCancel(): void;
}

/** The composer while recording: cancel, a live timer against the limit, the microphone's level, and where it stands. */
export function VoiceRecorderBar({ phase, elapsedMs, levels, holding, cancelling, drag, onCancel }: VoiceRecorderBarProps) {
  const t = useTranslations('Chat');
  const progress = Math.min(1, elapsedMs / (MAX_VOICE_SECONDS * 1000));
  const status = phase === 'starting' ? t('voiceStarting') : phase === 'sending' ? t('voiceUploading') : cancelling ? t('voiceReleaseCancel') : holding ? t('voiceSlideCancel') : t('voiceRecording');
  return (
    <div data-testid="voice-recorder" className="relative flex min-w-0 flex-1 items-center gap-2 self-stretch overflow-hidden rounded-[22px] pr-1">
      <button
        type="button"
        onClick={onCancel}
        disabled={phase === 'sending'}
        aria-label={t('voiceCancel')}
        className={`grid h-10 w-10 shrink-0 place-items-center rounded-full transition ${cancelling ? 'bg-red-500 text-white' : 'text-ink-soft hover:bg-red-50 hover:text-red-600'} disabled:opacity-40`}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
      </button>
      <span className="flex shrink-0 items-center gap-1.5" role="timer" aria-label={t('voiceElapsed', { time: formatVoiceTime(elapsedMs) })}>
        <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${phase === 'recording' ? 'animate-pulse bg-red-500' : 'bg-ink/25'}`} />
        <span data-testid="voice-timer" className="text-[15px] font-bold tabular-nums text-ink">
          {formatVoiceTime(elapsedMs)}
        </span>
      </span>
      <div className="relative flex min-w-0 flex-1 flex-col justify-center gap-1" style={{ transform: `translateX(${-Math.min(drag, 120) / 3}px)` }}>
        <div aria-hidden data-testid="voice-level" className="flex h-7 items-center justify-end gap-[3px] overflow-hidden">
          {levels.map((level, i) => (
            <span
              key={i}
              className={`w-[3px] shrink-0 rounded-full transition-[height] duration-100 ${cancelling ? 'bg-red-400' : 'bg-brand-500'}`}
              style={{ height: `${Math.max(12, Math.round(level * 100))}%`, opacity: 0.35 + 0.65 * ((i + 1) / levels.length) }}
            />
          ))}
        </div>
        <p role="status" aria-live="polite" className={`truncate text-[12px] font-semibold ${cancelling ? 'text-red-600' : 'text-ink-soft'}`}>
          {holding && !cancelling ? <span aria-hidden>‹ </span> : null}
          {status}
        </p>
      </div>
      <span aria-hidden className="absolute inset-x-3 bottom-0 h-[3px] overflow-hidden rounded-full bg-ink/5">
        <span className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700" style={{ width: `${progress * 100}%` }} />
      </span>
    </div>
  );
}
