'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAppSettings } from '@/lib/client/app-settings';
import { REPLY_VOICE_ENDED_EVENT } from './reply-audio';

/**
 * The auto-audio tip (seed §3 app settings `autoAudioTip`): the first time a character's reply is spoken,
 * a note just above the message box says voices play by themselves and how to mute them, without covering
 * the character. It goes once that first reply has played, or when tapped, for good; muting counts as
 * having read it.
 */
export function VoiceAutoAudioTip({ roleName, voiced }: { roleName: string; voiced: boolean }) {
  const t = useTranslations('Chat');
  const seen = useAppSettings((s) => s.autoAudioTip);
  const muted = useAppSettings((s) => s.audioMute);
  const dismiss = useAppSettings((s) => s.dismissAutoAudioTip);
  const showing = !seen && !muted && voiced;
  useEffect(() => {
    if (muted && !seen) dismiss();
  }, [muted, seen, dismiss]);
  useEffect(() => {
    if (!showing) return;
    window.addEventListener(REPLY_VOICE_ENDED_EVENT, dismiss);
    return () => window.removeEventListener(REPLY_VOICE_ENDED_EVENT, dismiss);
  }, [showing, dismiss]);

  // `voiced` is only ever true once messages have loaded in the browser, so the server renders nothing here.
  if (!showing) return null;
  return (
    <div
      role="note"
      aria-labelledby="auto-audio-tip-title"
      data-testid="auto-audio-tip"
      onClick={dismiss}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
      className="flex cursor-pointer items-start gap-3 rounded-2xl bg-ink/90 p-3 text-white shadow-lg ring-1 ring-white/10 backdrop-blur"
    >
      <span aria-hidden className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-500/25 text-brand-100">
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M11 5 6 9H2v6h4l5 4z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
        </svg>
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="auto-audio-tip-title" className="text-[13px] font-extrabold leading-snug">
          {t('autoAudioTipTitle')}
        </h2>
        <p className="mt-0.5 text-[12px] leading-snug text-white/85 [hyphens:auto]">{t('autoAudioTipBody', { name: roleName })}</p>
      </div>
      <button type="button" onClick={dismiss} className="shrink-0 self-center rounded-full bg-white px-3 py-1 text-[12px] font-bold text-ink hover:bg-brand-50">
        {t('autoAudioTipOk')}
      </button>
    </div>
  );
}
