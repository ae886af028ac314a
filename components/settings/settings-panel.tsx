'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwitchRow } from '@/components/ui/switch';
import { useSaveUserSetting } from '@/lib/client/account-queries';
import { api } from '@/lib/client/api';
import { useUser } from '@/lib/client/session';
import { logout } from '@/lib/client/session-actions';
import { toast } from '@/lib/client/stores';
import type { UserSettingInput } from '@/lib/contracts/user';
import { PasskeysSection } from './passkeys-section';
import { ICONS, RowIcon } from './row-icon';
import { SettingsActionRow, SettingsLinkRow, SettingsSection } from './settings-section';

type Toggle = 'openNsfw' | 'autoAudio';

/**
 * The settings page: adult content (turning it on asks the age question first, seed §5/§8), auto-play
 * voice, the language, feedback, log out and delete account (a red confirm, seed §2).
 */
export function SettingsPanel({ languageName }: { languageName: string }) {
  const t = useTranslations('Settings');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const saveSetting = useSaveUserSetting();
  const [saving, setSaving] = useState<Toggle | null>(null);
  const [askAge, setAskAge] = useState(false);
  const [askDelete, setAskDelete] = useState(false);
  const [leaving, setLeaving] = useState<'logout' | 'delete' | null>(null);

  async function save(key: Toggle, value: boolean) {
    setSaving(key);
    try {
      await saveSetting.mutateAsync({ [key]: value } satisfies UserSettingInput);
      // Feeds are rendered with the adult setting: render them again (seed §2 discover reloads on change).
      if (key === 'openNsfw') router.refresh();
    } catch {
      toast(t('saveFailed'), { tone: 'error' });
    } finally {
      setSaving(null);
    }
  }

  async function leave(kind: 'logout' | 'delete') {
    setLeaving(kind);
    try {
      if (kind === 'delete') await api('/user/cancel');
      await logout(queryClient);
      if (kind === 'delete') toast(t('deleted'), { tone: 'success', durationMs: 3000 });
      router.replace('/');
      router.refresh();
    } catch {
      toast(t(kind === 'delete' ? 'deleteFailed' : 'logoutFailed'), { tone: 'error' });
      setLeaving(null);
      setAskDelete(false);
    }
  }

  if (!user) {
    return (
      <div aria-hidden className="flex flex-col gap-5">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[9.5rem] animate-pulse rounded-3xl bg-white/70 ring-1 ring-ink/5" />
        ))}
      </div>
    );
  }

  return (
    <div>
      <SettingsSection title={t('contentSection')}>
        <SwitchRow
          icon={<RowIcon d={ICONS.adult} tone="brand" />}
          label={t('adultLabel')}
          description={t('adultDescription')}
          checked={user.openNsfw}
          busy={saving === 'openNsfw'}
          onChange={(on) => (on ? setAskAge(true) : void save('openNsfw', false))}
          testId="setting-adult"
        />
        <SwitchRow
          icon={<RowIcon d={ICONS.voice} tone="indigo" />}
          label={t('autoAudioLabel')}
          description={t('autoAudioDescription')}
          checked={user.autoAudio}
          busy={saving === 'autoAudio'}
          onChange={(on) => void save('autoAudio', on)}
          testId="setting-auto-audio"
        />
      </SettingsSection>

      <SettingsSection title={t('generalSection')}>
        <SettingsLinkRow href="/language" label={t('language')} value={languageName} icon={<RowIcon d={ICONS.language} tone="emerald" />} />
        <SettingsLinkRow href="/feedback" label={t('feedback')} icon={<RowIcon d={ICONS.feedback} tone="amber" />} />
      </SettingsSection>

      <PasskeysSection />

      <SettingsSection title={t('accountSection')}>
        <p className="px-5 py-3 text-sm text-ink-soft">{t('signedInAs', { name: user.email ?? user.name })}</p>
        <SettingsActionRow label={t('logout')} onClick={() => void leave('logout')} busy={leaving === 'logout'} icon={<RowIcon d={ICONS.logout} tone="ink" />} />
        <SettingsActionRow label={t('deleteAccount')} onClick={() => setAskDelete(true)} danger busy={leaving === 'delete'} icon={<RowIcon d={ICONS.delete} tone="red" />} />
      </SettingsSection>

      <ConfirmDialog
        open={askAge}
        title={t('ageTitle')}
        cancelLabel={t('ageNo')}
        confirmLabel={t('ageYes')}
        onCancel={() => setAskAge(false)}
        onConfirm={() => {
          setAskAge(false);
          void save('openNsfw', true);
        }}
        testId="age-dialog"
      >
        {t('ageBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={askDelete}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        danger
        busy={leaving === 'delete'}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => void leave('delete')}
      >
        {t('deleteBody')}
      </ConfirmDialog>
    </div>
  );
}
