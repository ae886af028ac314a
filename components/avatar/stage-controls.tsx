'use client';

import { useTranslations } from 'next-intl';
import { CameraShot } from '@/lib/bridge/engine-commands';
import { XR_MESSAGES } from '@/lib/bridge/engine-codes';
import { toast } from '@/lib/client/stores';
import { getAvatarEngine } from './avatar-engine';
import { useEffectiveRenderLevel } from './avatar-stage-provider';
import { useSceneStore } from './scene-store';
import { startSceneXr } from './scene-web-engine';
import { xrMode, xrRefusal, type XrSystem } from './xr-support';

const button = 'grid h-10 w-10 place-items-center rounded-full bg-white/80 text-ink shadow-sm ring-1 ring-black/5 backdrop-blur transition hover:bg-white aria-pressed:bg-brand-600 aria-pressed:text-white';

/** The camera shots of seed §9 (upper body, close-up) and the XR entry, over the character. */
export function StageControls({ className = '' }: { className?: string }) {
  const t = useTranslations('Avatar');
  const shot = useSceneStore((s) => s.shot);
  const ready = useSceneStore((s) => s.ready);
  const level = useEffectiveRenderLevel();
  if (level === 0) return null;

  async function openXr() {
    const engine = getAvatarEngine();
    if (engine.state.native) {
      const result = engine.openXR();
      if (!result.ok) toast(result.message === XR_MESSAGES.modelLoading ? t('xrModelLoading') : t('xrUnsupported'), { tone: 'warning' });
      return;
    }
    const xr = (navigator as Navigator & { xr?: XrSystem }).xr;
    const refusal = await xrRefusal(ready, xr);
    if (refusal) return toast(refusal === XR_MESSAGES.modelLoading ? t('xrModelLoading') : t('xrUnsupported'), { tone: 'warning' });
    const mode = await xrMode(xr);
    const started = mode ? await startSceneXr(mode).catch(() => false) : false;
    if (!started) toast(t('xrUnsupported'), { tone: 'warning' });
  }

  return (
    <div role="toolbar" aria-label={t('cameraControls')} className={`flex flex-col gap-2 ${className}`}>
      <button type="button" aria-pressed={shot === CameraShot.Specific} aria-label={t('closeUp')} title={t('closeUp')} onClick={() => getAvatarEngine().setCamera(shot === CameraShot.Specific ? CameraShot.Normal : CameraShot.Specific)} className={button}>
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m20 20-4.2-4.2M11 8.5v5M8.5 11h5" />
        </svg>
      </button>
      <button type="button" aria-label={t('xr')} title={t('xr')} onClick={() => void openXr()} className={button} data-testid="avatar-xr">
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 8.5A2.5 2.5 0 0 1 5.5 6h13A2.5 2.5 0 0 1 21 8.5v6a2.5 2.5 0 0 1-2.5 2.5h-3l-2-2.5h-3l-2 2.5h-3A2.5 2.5 0 0 1 3 14.5z" />
          <circle cx="8" cy="11.5" r="1.5" />
          <circle cx="16" cy="11.5" r="1.5" />
        </svg>
      </button>
    </div>
  );
}
