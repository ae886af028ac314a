'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAppSettings } from '@/lib/client/app-settings';

/**
 * The auto-audio tip (seed §3 app settings `autoAudioTip`): the first time a character's reply is spoken,
 * a note under the speaker button says voices play by themselves and how to mute them. Dismissed once,
 * for good; muting counts as having read it.
 */
export function VoiceAutoAudioTip({ roleName, voiced }: { roleName: string; voiced: boolean }) {
  const t = useTranslations('Chat');
  const seen = useAppSettings((s) => s.autoAudioTip);
  const muted = useAppSettings((s) => s.audioMute);
  const dismiss = useAppSettings((s) => s.dismissAutoAudioTip);
  useEffect(() => {
    if (muted && !seen) dismiss();
  }, [muted, seen, dismiss]);

  // `voiced` is only ever true once messages have loaded in the browser, so the server renders nothing here.
  if (seen || muted || !voiced) return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="auto-audio-tip-title"
      data-testid="auto-audio-tip"
      className="pointer-events-auto absolute right-2 top-[3.9rem] z-30 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl bg-ink p-4 text-white shadow-xl ring-1 ring-white/10"
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
    >
      <span aria-hidden className="absolute -top-1.5 right-4 h-3 w-3 rotate-45 bg-ink" />
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-500/25 text-brand-100">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M11 5 6 9H2v6h4l5 4z" />
            <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="auto-audio-tip-title" className="text-[14px] font-extrabold leading-snug">
            {t('autoAudioTipTitle')}
          </h2>
          <p className="mt-1 text-[13px] leading-relaxed text-white/85">{t('autoAudioTipBody', { name: roleName })}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <button type="button" onClick={dismiss} className="rounded-full bg-white px-4 py-1.5 text-[13px] font-bold text-ink hover:bg-brand-50">
          {t('autoAudioTipOk')}
        </button>
      </div>
    </div>
  );
}
