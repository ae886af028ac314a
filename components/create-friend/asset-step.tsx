'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FillImage } from '@/components/ui/fill-image';
import { LoadError } from '@/components/ui/load-error';
import { isReadyAsset, parsePropertyResource, type Property } from '@/lib/contracts/property';
import type { RoleDraft, RoleDraftPatch } from '@/lib/contracts/role-create';
import { ROLE_BGM_MAX } from '@/lib/contracts/role-create-rules';
import { generatorOf } from '@/lib/create/generator-kinds';
import { propertyApi } from '@/lib/create/property-api';
import { propertyKeys } from '@/lib/create/property-keys';
import type { AssetStep } from '@/lib/create-friend/steps';
import { modelFileOf } from '@/lib/contracts/avatar-asset';
import { ModelUpload } from './model-upload';
import { useStepLinks } from './step-links';
import { StepActions, StepFrame } from './step-frame';
import { useDraft, useFailureText } from './use-draft';


const chosenOf = (draft: RoleDraft, step: AssetStep): number[] => {
  const value = draft[step.field];
  return Array.isArray(value) ? value : value === null ? [] : [value];
};

/** One asset to choose: its picture or its sound, its name, and whether it is chosen. */
function AssetChoice({ asset, chosen, multiple, onToggle }: { asset: Property; chosen: boolean; multiple: boolean; onToggle: () => void }) {
  const t = useTranslations('CreateFriend');
  const resource = parsePropertyResource(asset.resource);
  const sound = resource.audioUrl?.[0] ?? resource.bgmUrl;
  const name = asset.name || t('untitled');
  return (
    <li className={`flex flex-col rounded-3xl bg-white p-2 shadow-sm ring-2 transition ${chosen ? 'ring-brand-600' : 'ring-transparent'}`} data-testid="asset-choice" data-asset-id={asset.id}>
      <button type="button" role={multiple ? 'checkbox' : 'radio'} aria-checked={chosen} onClick={onToggle} className="group block rounded-2xl text-left">
        <span className="relative block aspect-square overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-indigo-100">
          {resource.cardUrl ? (
            <FillImage src={resource.cardUrl} alt="" className="object-cover" />
          ) : (
            <span aria-hidden className="absolute inset-0 grid place-items-center text-4xl font-black text-brand-600/60">
              {asset.kind === 'avatar' ? '3D' : '♪'}
            </span>
          )}
          <span aria-hidden className={`absolute right-2 top-2 grid h-7 w-7 place-items-center rounded-full text-sm font-black shadow ${chosen ? 'bg-brand-600 text-white' : 'bg-white/90 text-transparent ring-1 ring-ink/15'}`}>
            ✓
          </span>
        </span>
        <span className="block truncate px-1.5 pt-2 text-sm font-bold text-ink" title={name}>
          {name}
        </span>
      </button>
      {sound ? <audio controls preload="none" src={sound} aria-label={t('listen', { name })} className="mt-2 h-9 w-full" /> : null}
    </li>
  );
}

/** /create-friend/{avatar|voice|bgm|space|cover}/{roleId}: one of the person's own assets for the role (several BGM). */
export function AssetStepView({ draft, step }: { draft: RoleDraft; step: AssetStep }) {
  const t = useTranslations('CreateFriend');
  const router = useRouter();
  const failureText = useFailureText();
  const { save } = useDraft(draft.roleId);
  const links = useStepLinks();
  const [chosen, setChosen] = useState<number[]>(() => chosenOf(draft, step));
  const [limitHit, setLimitHit] = useState(false);
  const assets = useQuery({
    queryKey: [...propertyKeys.list([step.kind], 0), 'create-friend'],
    queryFn: ({ signal }) => propertyApi.list({ kind: step.kind, status: 0, current: 1, size: 100 }, signal),
    // The model step lists only avatars with a 3D model file (uploaded VRMs); the others are looks.
    select: (page) => page.list.filter((asset) => isReadyAsset(asset) && (step.id !== 'model' || modelFileOf(parsePropertyResource(asset.resource)) !== null)),
  });
  const generator = step.id === 'model' ? undefined : generatorOf(step.kind);

  const toggle = (id: number) => {
    setLimitHit(false);
    if (!step.multiple) return setChosen((c) => (c[0] === id ? [] : [id]));
    setChosen((c) => {
      if (c.includes(id)) return c.filter((x) => x !== id);
      if (c.length >= ROLE_BGM_MAX) {
        setLimitHit(true);
        return c;
      }
      return [...c, id];
    });
  };

  const goOn = () => router.push(links.after(draft.roleId, step.id));
  const next = () => {
    const before = chosenOf(draft, step);
    if (before.length === chosen.length && before.every((id, i) => id === chosen[i])) return goOn();
    const value = step.multiple ? chosen : (chosen[0] ?? null);
    const patch = { [step.field]: value, ...(chosen.length > 0 && step.progressOnChoice !== undefined ? { progress: step.progressOnChoice } : {}) } as RoleDraftPatch;
    save.mutate(patch, { onSuccess: goOn });
  };

  return (
    <StepFrame roleId={draft.roleId} step={step.id} title={t(`steps.${step.id}.title`)} intro={t(`steps.${step.id}.intro`)}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {generator ? (
          <Link href={generator.href} className="rounded-full bg-ink px-4 py-2 text-sm font-bold text-white shadow-sm hover:bg-ink/85">
            {t(`steps.${step.id}.make`)}
          </Link>
        ) : null}
        {step.id === 'model' ? (
          <ModelUpload
            onUploaded={(id) => {
              setChosen([id]);
              void assets.refetch();
            }}
          />
        ) : null}
        {step.multiple ? <p className="text-sm text-ink-soft">{t('chosenCount', { count: chosen.length, max: ROLE_BGM_MAX })}</p> : null}
      </div>
      {limitHit ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
          {t('tooManyBgm')}
        </p>
      ) : null}
      {assets.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void assets.refetch()} />
      ) : assets.isPending ? (
        <p className="text-ink-soft">{t('loading')}</p>
      ) : assets.data.length === 0 ? (
        <p className="rounded-3xl bg-white/70 px-6 py-10 text-center text-ink-soft shadow-sm ring-1 ring-black/5" data-testid="asset-step-empty">
          {t(`steps.${step.id}.empty`)}
        </p>
      ) : (
        <ul role={step.multiple ? 'group' : 'radiogroup'} aria-label={t(`steps.${step.id}.title`)} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {assets.data.map((asset) => (
            <AssetChoice key={asset.id} asset={asset} chosen={chosen.includes(asset.id)} multiple={step.multiple} onToggle={() => toggle(asset.id)} />
          ))}
        </ul>
      )}
      <StepActions saving={save.isPending} error={save.isError ? failureText(save.error) : undefined} onNext={next} nextLabel={chosen.length === 0 && links.nextLabel === 'next' ? t('skip') : t(links.nextLabel)} testId="step-next" />
    </StepFrame>
  );
}
