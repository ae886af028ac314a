'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useAccount, useSaveUserSetting, type AccountSnapshot } from '@/lib/client/account-queries';
import { ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { USER_TAGS_MAX, type UserInfo, type UserSettingInput } from '@/lib/contracts/user';
import { AvatarPicker } from './avatar-picker';
import { GenderPicker } from './gender-picker';
import { UserAvatar } from './user-avatar';

/** /profile-edit: picture and gender, saved together; the nickname has its own page. */
export function ProfileEdit({ initial }: { initial: AccountSnapshot }) {
  return <ProfileEditForm user={useAccount(initial).user} />;
}

function ProfileEditForm({ user }: { user: UserInfo }) {
  const t = useTranslations('ProfileEdit');
  const save = useSaveUserSetting();
  const [avatar, setAvatar] = useState(user.avatar);
  const [gender, setGender] = useState(user.gender);
  const changes: UserSettingInput = {};
  if (avatar && avatar !== user.avatar) changes.avatar = avatar;
  if (gender !== user.gender) changes.gender = gender;
  const dirty = Object.keys(changes).length > 0;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    save.mutate(changes, {
      onSuccess: () => toast(t('saved'), { tone: 'success' }),
      onError: (error) => toast(t('saveFailed', { message: error instanceof ApiFailure ? error.message : String(error) }), { tone: 'error', durationMs: 4000 }),
    });
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('title')} backHref="/profile" backLabel={t('back')} />
      <form onSubmit={submit} className="flex flex-col gap-5">
        <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
          <div className="mb-5 flex items-center gap-4">
            <UserAvatar src={avatar} name={user.name} className="h-20 w-20 text-3xl" />
            <div className="min-w-0">
              <p className="truncate text-lg font-extrabold text-ink">{user.name}</p>
              <p className="text-sm text-ink-soft">{t('avatarHint')}</p>
            </div>
          </div>
          <AvatarPicker value={avatar} onChange={setAvatar} />
        </section>

        <section className="rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
          <Link href="/profile-nickname-edit" className="flex min-h-16 items-center gap-3 rounded-3xl px-5 py-3 hover:bg-brand-50/60 sm:px-6">
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{t('nicknameLabel')}</span>
              <span className="block truncate text-ink-soft" data-testid="nickname-value">
                {user.name}
              </span>
            </span>
            <span className="text-sm font-semibold text-brand-700">{t('change')}</span>
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 shrink-0 text-ink-soft" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </Link>
        </section>

        <section className="rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
          <Link href="/profile-character-edit" className="flex min-h-16 items-center gap-3 rounded-3xl px-5 py-3 hover:bg-brand-50/60 sm:px-6" data-testid="types-link">
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{t('types.title')}</span>
              <span className="block truncate text-ink-soft">{user.tagList.length > 0 ? t('types.count', { count: user.tagList.length, max: USER_TAGS_MAX }) : t('types.none')}</span>
            </span>
            <span className="text-sm font-semibold text-brand-700">{t('change')}</span>
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 shrink-0 text-ink-soft" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </Link>
        </section>

        <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
          <GenderPicker legend={t('genderLegend')} name="gender" value={gender} onChange={setGender} />
        </section>

        <div className="flex justify-end">
          <button
            type="submit"
            disabled={!dirty || save.isPending}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-8 font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
          >
            {save.isPending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
