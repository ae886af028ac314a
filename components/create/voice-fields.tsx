'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { VoiceRecorder } from '@/lib/chat/voice-recorder';
import type { GenerateForm, VoiceMode } from '@/lib/create/generate-form';
import { sampleToWav } from '@/lib/create/sample-to-wav';
import { ChoiceGroup } from './choice-group';

const MODES: readonly VoiceMode[] = ['direct', 'clone'];

/** Records a voice sample (MediaRecorder) and hands it over as WAV. */
function SampleRecorder({ sample, onSample }: { sample: Blob | null; onSample: (sample: Blob | null, seconds: number) => void }) {
  const t = useTranslations('Generate.fields');
  const locale = useLocale();
  const recorder = useRef<VoiceRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [refused, setRefused] = useState(false);
  const url = useMemo(() => (sample ? URL.createObjectURL(sample) : null), [sample]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => recorder.current?.cancel(), []);

  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => setElapsed(Math.round((recorder.current?.elapsedMs() ?? 0) / 1000)), 250);
    return () => clearInterval(timer);
  }, [recording]);

  const stop = async () => {
    const active = recorder.current;
    recorder.current = null;
    setRecording(false);
    if (!active) return;
    const clip = await active.finish();
    const wav = await sampleToWav(clip.blob);
    const length = Math.round(clip.durationMs / 1000);
    setSeconds(length);
    onSample(wav, length);
  };

  const start = async () => {
    setRefused(false);
    const next = new VoiceRecorder({ lang: locale, onLevel: () => undefined, onLimit: () => void stop() });
    try {
      await next.start();
    } catch {
      setRefused(true);
      return;
    }
    recorder.current = next;
    setElapsed(0);
    setRecording(true);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void (recording ? stop() : start())}
          aria-pressed={recording}
          className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold shadow-sm transition ${recording ? 'bg-red-600 text-white hover:bg-red-700' : 'bg-white text-ink ring-1 ring-ink/15 hover:bg-brand-50'}`}
        >
          <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${recording ? 'animate-pulse bg-white' : 'bg-red-600'}`} />
          {recording ? t('stopRecording') : sample ? t('recordAgain') : t('record')}
        </button>
        <span aria-live="polite" className="text-sm font-semibold text-ink-soft">
          {recording ? t('recording', { seconds: elapsed }) : sample ? t('sampleReady', { seconds }) : ''}
        </span>
      </div>
      {url && !recording ? <audio src={url} controls className="w-full" aria-label={t('sampleReady', { seconds })} /> : null}
      {refused ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('micRefused')}
        </p>
      ) : null}
    </div>
  );
}

/** The voice generator's mode: a voice from words, or one matched to a recorded sample (named honestly). */
export function VoiceFields({ form, onChange }: { form: GenerateForm; onChange: (patch: Partial<GenerateForm>) => void }) {
  const t = useTranslations('Generate.fields');
  return (
    <div className="grid gap-4">
      <ChoiceGroup label={t('voiceMode')} value={form.voiceMode} options={MODES.map((value) => ({ value, label: t(`voiceModes.${value}`) }))} onChange={(voiceMode) => onChange({ voiceMode })} testId="voice-mode" />
      {form.voiceMode === 'clone' ? (
        <>
          <p className="rounded-2xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950 ring-1 ring-indigo-100">{t('voiceCloneNote')}</p>
          <SampleRecorder sample={form.sample} onSample={(sample) => onChange({ sample })} />
        </>
      ) : null}
    </div>
  );
}
