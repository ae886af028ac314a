'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { SwitchRow } from '@/components/ui/switch';
import { avatarLookFromSeed } from '@/lib/avatar/look';
import { RenderLevel } from '@/lib/bridge/engine-commands';
import { getAvatarEngine } from './avatar-engine';
import { AvatarStage } from './avatar-stage';
import { useEffectiveRenderLevel } from './avatar-stage-provider';
import { RENDER_LEVELS, useGraphicsSettings } from './graphics-settings';
import { stageRole } from './scene-store';

const LEVEL_KEYS = { [RenderLevel.none]: 'none', [RenderLevel.low]: 'low', [RenderLevel.medium]: 'medium', [RenderLevel.high]: 'high' } as const;
const PREVIEW_SEED = 'koko-graphics-preview';

/** The render level cards, adaptive quality, and a live character to judge them by. */
export function GraphicsSettingPanel() {
  const t = useTranslations('Avatar');
  const id = useId();
  const chosen = useGraphicsSettings((s) => s.renderLevel);
  const adaptive = useGraphicsSettings((s) => s.adaptive);
  const setAdaptive = useGraphicsSettings((s) => s.setAdaptive);
  const effective = useEffectiveRenderLevel();

  useEffect(() => stageRole({ kind: 'look', look: avatarLookFromSeed(PREVIEW_SEED, 'female') }, { skybox: null, seed: PREVIEW_SEED, backdrop: 'sakura' }), []);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,360px)]">
      <div>
        <section aria-labelledby={`${id}-levels`} className="mb-5">
          <h2 id={`${id}-levels`} className="mb-2 px-1 text-xs font-bold uppercase tracking-wider text-ink-soft">
            {t('renderLevel')}
          </h2>
          <div role="radiogroup" aria-labelledby={`${id}-levels`} className="grid gap-2 sm:grid-cols-2">
            {RENDER_LEVELS.map((level) => {
              const key = LEVEL_KEYS[level];
              const checked = chosen === level;
              return (
                <button
                  key={level}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  data-testid={`render-level-${key}`}
                  onClick={() => getAvatarEngine().setRenderLevel(level)}
                  className={`rounded-3xl px-5 py-4 text-left shadow-sm ring-1 transition ${checked ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink ring-ink/10 hover:ring-brand-500/40'}`}
                >
                  <span className="flex items-center gap-2 text-[15px] font-bold">
                    <span aria-hidden className={`grid h-5 w-5 place-items-center rounded-full ring-2 ${checked ? 'ring-white' : 'ring-ink/25'}`}>
                      {checked ? <span className="h-2.5 w-2.5 rounded-full bg-white" /> : null}
                    </span>
                    {t(`level.${key}`)}
                  </span>
                  <span className={`mt-1 block text-sm leading-snug ${checked ? 'text-white/85' : 'text-ink-soft'}`}>{t(`levelDescription.${key}`)}</span>
                </button>
              );
            })}
          </div>
        </section>
        <section aria-label={t('adaptiveSection')} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
          <SwitchRow label={t('adaptiveLabel')} description={t('adaptiveDescription')} checked={adaptive} onChange={setAdaptive} testId="graphics-adaptive" />
        </section>
        {effective !== chosen ? (
          <p role="status" className="mt-3 px-1 text-sm text-ink-soft" data-testid="graphics-stepped-down">
            {t('steppedDown', { level: t(`level.${LEVEL_KEYS[effective]}`) })}
          </p>
        ) : null}
      </div>
      <AvatarStage cover={null} coverAlt={t('previewAlt')} className="aspect-[3/4] rounded-3xl shadow-lg ring-1 ring-black/5 md:aspect-auto md:min-h-[460px]">
        {effective === RenderLevel.none ? <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm font-semibold text-ink-soft">{t('noneNotice')}</p> : null}
      </AvatarStage>
    </div>
  );
}
