'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '@/lib/contracts/chat-codes';
import type { VoiceClip } from '@/lib/chat/voice-recorder';
import { useVoiceRecording, type VoiceRecordingProblem } from '@/lib/chat/voice-recording';
import { toast } from '@/lib/client/stores';
import { VoiceRecorderBar } from './voice-recorder-bar';

const count = new Intl.NumberFormat('en');
/** A press held longer than this is hold-to-talk (release sends); a shorter one is a tap (record until Send). */
const HOLD_MS = 350;
/** Dragging this far left while holding cancels on release. */
const CANCEL_DRAG_PX = 90;

interface ChatComposerProps {
  roleName: string;
  draft: string;
  onDraft(text: string): void;
  onSend(text: string): void;
  /** Uploads and sends a recording; rejects when it could not be sent. */
  onSendVoice(clip: VoiceClip): Promise<void>;
  disabled: boolean;
}

/**
 * The message box (seed §2, §5): Enter sends, Shift+Enter breaks the line, a counter against the limit.
 * With nothing typed the button is a microphone: tap to record (then Send or cancel), or hold to talk and
 * release to send, sliding left to cancel.
 */
export function ChatComposer({ roleName, draft, onDraft, onSend, onSendVoice, disabled }: ChatComposerProps) {
  const t = useTranslations('Chat');
  const locale = useLocale();
  const [composing, setComposing] = useState(false);
  const [drag, setDrag] = useState(0);
  const [holding, setHolding] = useState(false);
  const press = useRef<{ at: number; x: number } | undefined>(undefined);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A press on Send that began while recording in tap mode. */
  const tapSend = useRef(false);
  const over = draft.length > MAX_MESSAGE_LENGTH;
  const canSend = draft.trim().length > 0 && !over && !disabled;

  const problemText: Record<VoiceRecordingProblem, string> = {
    denied: t('voiceDenied'),
    noDevice: t('voiceNoDevice'),
    unsupported: t('voiceUnsupported'),
    tooShort: t('voiceTooShort'),
    failed: t('voiceFailed'),
  };
  const voice = useVoiceRecording({
    lang: locale,
    onClip: onSendVoice,
    onProblem: (problem) => toast(problemText[problem], { tone: problem === 'tooShort' ? 'info' : 'error', durationMs: problem === 'denied' ? 5000 : undefined }),
  });
  const recording = voice.phase !== 'idle';
  const cancelling = drag >= CANCEL_DRAG_PX;

  function submit() {
    if (!canSend) return;
    onSend(draft.trim());
    onDraft('');
  }

  function releasePress(cancelled: boolean) {
    const held = press.current;
    press.current = undefined;
    clearTimeout(holdTimer.current);
    setHolding(false);
    setDrag(0);
    if (!held) return;
    if (cancelled) return voice.cancel();
    // A short press was a tap: keep recording until Send. A hold ends here and is sent.
    if (performance.now() - held.at >= HOLD_MS) void voice.finish();
  }

  const micMode = !draft.trim() && !disabled;
  const buttonClass =
    'relative grid h-11 w-11 shrink-0 touch-none select-none place-items-center rounded-full text-white shadow transition disabled:bg-ink/15 disabled:bg-none disabled:text-ink-soft';

  return (
    <form
      className={`flex items-end gap-2 rounded-[28px] bg-white p-2 shadow-lg ring-1 transition-colors focus-within:ring-2 ${
        cancelling ? 'ring-red-400 focus-within:ring-red-400' : 'ring-ink/10 focus-within:ring-brand-500'
      } ${recording ? 'pl-2' : 'pl-4'}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && voice.phase === 'recording') {
          e.preventDefault();
          voice.cancel();
        }
      }}
    >
      {recording ? (
        <VoiceRecorderBar phase={voice.phase} elapsedMs={voice.elapsedMs} levels={voice.levels} holding={holding} cancelling={cancelling} drag={drag} onCancel={voice.cancel} />
      ) : (
        <div className="flex min-w-0 flex-1 flex-col py-1.5">
          <label htmlFor="chat-input" className="sr-only">
            {t('inputLabel', { name: roleName })}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={draft}
            onChange={(e) => onDraft(e.target.value)}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !composing) {
                e.preventDefault();
                submit();
              }
            }}
            placeholder={t('placeholder', { name: roleName })}
            aria-invalid={over}
            aria-describedby={draft ? 'chat-counter' : undefined}
            className="max-h-40 min-h-[24px] w-full resize-none bg-transparent focus-visible:outline-none text-[15px] leading-6 text-ink outline-none placeholder:text-ink-soft/80 [field-sizing:content]"
          />
          {draft ? (
            <span id="chat-counter" className={`mt-0.5 text-right text-[11px] tabular-nums ${over ? 'font-bold text-red-700' : 'text-ink-soft'}`}>
              {count.format(draft.length)}/{count.format(MAX_MESSAGE_LENGTH)}
            </span>
          ) : null}
        </div>
      )}
      {micMode || recording ? (
        // One element for the microphone and the recording's Send, so a held press keeps its pointer.
        <button
          type="button"
          data-testid="voice-button"
          disabled={voice.phase === 'sending' || disabled}
          aria-label={recording ? t('voiceSend') : t('voiceRecord')}
          title={recording ? undefined : t('voiceHint')}
          className={`${buttonClass} ${
            recording ? (cancelling ? 'bg-red-500' : 'bg-brand-600 hover:bg-brand-700') : 'bg-gradient-to-br from-brand-500 to-brand-700 hover:from-brand-600 hover:to-brand-700'
          }`}
          onPointerDown={(e) => {
            if (e.button !== 0) return;
            if (recording) {
              tapSend.current = voice.phase === 'recording';
              return;
            }
            e.preventDefault();
            e.currentTarget.setPointerCapture(e.pointerId);
            press.current = { at: performance.now(), x: e.clientX };
            void voice.start();
            // Past the hold time the press is hold-to-talk: the bar shows the slide-to-cancel hint.
            holdTimer.current = setTimeout(() => setHolding(press.current !== undefined), HOLD_MS);
          }}
          onPointerMove={(e) => {
            if (press.current) setDrag(Math.max(0, press.current.x - e.clientX));
          }}
          onPointerUp={() => releasePress(cancelling)}
          onPointerCancel={() => releasePress(true)}
          onClick={(e) => {
            // Enter or Space (no pointer): the first press records, the next sends.
            if (e.detail === 0) {
              if (voice.phase === 'recording') void voice.finish();
              else if (!recording) void voice.start();
              return;
            }
            if (tapSend.current) {
              tapSend.current = false;
              void voice.finish();
            }
          }}
        >
          {voice.phase === 'recording' && holding ? <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-brand-500/40" /> : null}
          {recording ? (
            <svg aria-hidden viewBox="0 0 24 24" className="relative h-5 w-5" fill="currentColor">
              <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
            </svg>
          ) : (
            <svg aria-hidden viewBox="0 0 24 24" className="relative h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <rect x="9" y="2.5" width="6" height="12" rx="3" fill="currentColor" />
              <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
            </svg>
          )}
        </button>
      ) : (
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('send')}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white shadow transition hover:bg-brand-700 disabled:bg-ink/15 disabled:text-ink-soft"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
          </svg>
        </button>
      )}
    </form>
  );
}
