'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { api, ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { MotionType } from '@/lib/contracts/chat-codes';
import type { MotionName } from '@/lib/contracts/chat';
import type { AvatarAsset, RoleStage } from '@/lib/contracts/avatar-asset';
import { CameraShot } from '@/lib/bridge/engine-commands';
import { getAvatarEngine } from './avatar-engine';
import { AvatarStage } from './avatar-stage';
import { useSceneStore } from './scene-store';
import { SKY_MOODS } from './sky-palette';
import { StageControls } from './stage-controls';
import { uploadAvatar } from './upload-avatar';
import { useRoleStage } from './use-chat-avatar';
import { FillImage } from '@/components/ui/fill-image';

interface PickerRole {
  roleId: number;
  roleName: string;
  roleCover: string | null;
}

const MOTIONS = Object.keys(MotionType) as MotionName[];
const chip = 'rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600 bg-white text-ink ring-ink/10 hover:ring-brand-500/50';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id={id} className="mb-3 text-xs font-bold uppercase tracking-wider text-ink-soft">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RoleStageLoader({ stage }: { stage: RoleStage }) {
  useRoleStage(stage);
  return null;
}

/** /assets-preview-3d: pick a character or upload a VRM, a space and a motion, and watch them together. */
export function AssetsPreview({ roles, initialStage, signedIn }: { roles: PickerRole[]; initialStage: RoleStage | null; signedIn: boolean }) {
  const t = useTranslations('Avatar');
  const [stage, setStage] = useState<RoleStage | null>(initialStage);
  const [mine, setMine] = useState<AvatarAsset[]>([]);
  const [uploading, setUploading] = useState(false);
  const [vrm, setVrm] = useState<string | null>(null);
  const [mood, setMood] = useState<string | null>(null);
  const [motion, setMotion] = useState<MotionName | null>(null);
  const shot = useSceneStore((s) => s.shot);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    void api<{ list: AvatarAsset[] }>('/avatar/list', { method: 'GET' })
      .then((r) => setMine(r.list))
      .catch(() => undefined);
  }, [signedIn]);

  // A space picked here overrides the character's own.
  useEffect(() => {
    if (mood) useSceneStore.setState({ skybox: null, skyboxLight: null, backdrop: mood });
  }, [mood, stage]);

  async function pickRole(roleId: number) {
    try {
      setStage(await api<RoleStage>(`/avatar/roleStage?roleId=${roleId}`, { method: 'GET' }));
      setVrm(null);
    } catch {
      toast(t('loadFailed'), { tone: 'error' });
    }
  }

  function showVrm(url: string) {
    setVrm(url);
    getAvatarEngine().loadModel(url);
  }

  async function upload(picked: File) {
    setUploading(true);
    try {
      const asset = await uploadAvatar(picked);
      setMine((list) => [asset, ...list.filter((a) => a.id !== asset.id)]);
      showVrm(asset.url);
      toast(t('uploaded'), { tone: 'success' });
    } catch (error) {
      const code = error instanceof ApiFailure ? error.code : -1;
      toast(code === 413 ? t('uploadTooLarge') : code === 415 ? t('uploadNotVrm') : code === 401 ? t('signInToUpload') : t('uploadFailed'), { tone: 'error', durationMs: 4000 });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[minmax(0,1fr)_380px]">
      {stage && !vrm ? <RoleStageLoader stage={stage} /> : null}
      <AvatarStage cover={null} coverAlt={t('previewAlt')} className="aspect-[3/4] rounded-3xl shadow-lg ring-1 ring-black/5 md:sticky md:top-24 md:aspect-auto md:h-[calc(100dvh-9rem)]">
        <StageControls className="absolute right-3 top-3 z-20" />
      </AvatarStage>

      <div className="flex min-w-0 flex-col gap-4">
        <Section title={t('avatarSection')}>
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2" aria-label={t('pickRole')}>
            {roles.map((role) => (
              <li key={role.roleId} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={!vrm && stage?.roleId === role.roleId}
                  onClick={() => void pickRole(role.roleId)}
                  className="group flex w-16 flex-col items-center gap-1 rounded-2xl p-1 text-center aria-pressed:bg-brand-50"
                >
                  <span className="relative h-14 w-14 overflow-hidden rounded-full bg-brand-100 ring-2 ring-transparent group-aria-pressed:ring-brand-500">
                    {role.roleCover ? <FillImage src={role.roleCover} alt="" sizes="56px" className="object-cover object-top" /> : null}
                  </span>
                  <span className="w-full truncate text-[11px] font-semibold text-ink">{role.roleName}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-ink/[0.07] pt-3">
            <div className="flex items-center justify-between gap-3">
              <div>
                <p className="text-sm font-bold text-ink">{t('myAvatars')}</p>
                <p className="text-xs text-ink-soft">{t('uploadHint')}</p>
              </div>
              <input ref={file} type="file" accept=".vrm,model/gltf-binary" className="sr-only" id="vrm-upload" data-testid="vrm-upload" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} disabled={!signedIn || uploading} />
              <label
                htmlFor="vrm-upload"
                aria-disabled={!signedIn || uploading}
                className="cursor-pointer rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white shadow-sm transition hover:bg-brand-700 has-[:focus-visible]:outline aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              >
                {uploading ? t('uploading') : t('uploadVrm')}
              </label>
            </div>
            {!signedIn ? <p className="mt-2 text-xs text-ink-soft">{t('signInToUpload')}</p> : null}
            {mine.length ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {mine.map((asset) => (
                  <li key={asset.id}>
                    <button type="button" aria-pressed={vrm === asset.url} onClick={() => showVrm(asset.url)} className={chip}>
                      {asset.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Section>

        <Section title={t('spaceSection')}>
          <div className="flex flex-wrap gap-2">
            <button type="button" aria-pressed={mood === null} onClick={() => setMood(null)} className={chip}>
              {t('spaceOwn')}
            </button>
            {SKY_MOODS.map((name) => (
              <button key={name} type="button" aria-pressed={mood === name} onClick={() => setMood(name)} className={chip}>
                {t(`space.${name}`)}
              </button>
            ))}
          </div>
        </Section>

        <Section title={t('motionSection')}>
          <div className="flex flex-wrap gap-2">
            {MOTIONS.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={motion === name}
                data-testid={`motion-${name}`}
                onClick={() => {
                  setMotion(name);
                  getAvatarEngine().playMotion(MotionType[name]);
                }}
                className={chip}
              >
                {t(`motion.${name}`)}
              </button>
            ))}
          </div>
        </Section>

        <Section title={t('cameraControls')}>
          <div className="flex gap-2">
            <button type="button" aria-pressed={shot === CameraShot.Normal} onClick={() => getAvatarEngine().setCamera(CameraShot.Normal)} className={chip}>
              {t('upperBody')}
            </button>
            <button type="button" aria-pressed={shot === CameraShot.Specific} onClick={() => getAvatarEngine().setCamera(CameraShot.Specific)} className={chip}>
              {t('closeUp')}
            </button>
          </div>
        </Section>
      </div>
    </div>
  );
}
