'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { peaksFromSamples, resamplePeaks, WAVEFORM_BARS } from '@/lib/create/waveform-peaks';
import { Waveform } from './waveform';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Decodes the audio in the browser for its peaks (when the resource carries none). */
async function decodedPeaks(src: string, signal: AbortSignal): Promise<number[]> {
  const bytes = await (await fetch(src, { signal })).arrayBuffer();
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(bytes);
    return peaksFromSamples(Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i)));
  } finally {
    void context.close();
  }
}

/** A generated voice or piece of music: play/pause, a waveform to see and seek, and the time. */
export function AudioPreview({ src, peaks: given }: { src: string; peaks?: number[] }) {
  const t = useTranslations('Generate.preview');
  const audio = useRef<HTMLAudioElement>(null);
  const [decoded, setDecoded] = useState<number[] | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const peaks = given ? resamplePeaks(given) : (decoded ?? new Array<number>(WAVEFORM_BARS).fill(0.15));

  useEffect(() => {
    if (given) return;
    const abort = new AbortController();
    decodedPeaks(src, abort.signal).then(setDecoded, () => undefined);
    return () => abort.abort();
  }, [src, given]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play();
    else el.pause();
  };

  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10" data-testid="audio-preview">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
      />
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t('pause') : t('play')}
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-brand-600 text-white shadow-md transition hover:bg-brand-700"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5z" />}
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <Waveform
            peaks={peaks}
            played={duration ? time / duration : 0}
            label={t('waveform')}
            onSeek={(fraction) => {
              if (audio.current && duration) audio.current.currentTime = fraction * duration;
            }}
          />
          <p className="mt-1 text-xs font-semibold tabular-nums text-ink-soft">
            {clock(time)} / {clock(duration)}
          </p>
        </div>
      </div>
    </div>
  );
}
