'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useAccount, useSaveUserSetting, type AccountSnapshot } from '@/lib/client/account-queries';
import { ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { NICKNAME_MAX, nicknameSchema } from '@/lib/contracts/user';
import { textProblem } from './text-problem';

/** /profile-nickname-edit: one field, checked as the person types; the server's word shown if it refuses. */
export function NicknameEdit({ initial }: { initial: AccountSnapshot }) {
  return <NicknameForm current={useAccount(initial).user.name} />;
}

function NicknameForm({ current }: { current: string }) {
  const t = useTranslations('ProfileEdit');
  const router = useRouter();
  const save = useSaveUserSetting();
  const [value, setValue] = useState(current);
  const [serverError, setServerError] = useState<string>();
  const problem = textProblem(nicknameSchema, value);
  const unchanged = value.trim() === current;
  const error = serverError ?? (problem ? t(`nickname.errors.${problem}`, { max: NICKNAME_MAX }) : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problem || unchanged || save.isPending) return;
    save.mutate(
      { nickname: value.trim() },
      {
        onSuccess: () => {
          toast(t('nickname.saved'), { tone: 'success' });
          router.push('/profile-edit');
        },
        onError: (failure) => setServerError(t('nickname.errors.server', { message: failure instanceof ApiFailure ? failure.message : String(failure) })),
      },
    );
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('nickname.title')} backHref="/profile-edit" backLabel={t('nickname.back')} />
      <form onSubmit={submit} noValidate className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
        <TextField
          label={t('nicknameLabel')}
          name="nickname"
          value={value}
          onChange={(next) => {
            setValue(next);
            setServerError(undefined);
          }}
          maxLength={NICKNAME_MAX}
          showCounter
          error={error}
          hint={t('nickname.hint')}
          autoComplete="nickname"
          testId="nickname-input"
        />
        <button
          type="submit"
          disabled={Boolean(problem) || unchanged || save.isPending}
          className="mt-6 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-8 font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {save.isPending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
          {save.isPending ? t('saving') : t('save')}
        </button>
      </form>
    </div>
  );
}
