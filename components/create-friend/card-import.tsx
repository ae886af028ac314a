'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiFailure } from '@/lib/client/api';
import { importCard } from '@/lib/create-friend/card-files';
import { createFriendHref } from '@/lib/create-friend/steps';
import { useFailureText } from './use-draft';

/** A character card from elsewhere (SillyTavern, RisuAI: PNG, JSON or CHARX) becomes a draft to go on with. */
export function CardImport() {
  const t = useTranslations('CreateFriend');
  const router = useRouter();
  const failureText = useFailureText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const run = useMutation({
    mutationFn: (chosen: File) => importCard(chosen, name.trim() || undefined),
    onSuccess: (draft) => router.push(createFriendHref(draft.roleId, 'character')),
  });
  const needsName = run.error instanceof ApiFailure && run.error.message.startsWith('roleName:');
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-base font-extrabold text-ink">
        {t('import.title')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('import.lead')}</p>
      <label htmlFor={inputId} className="inline-flex h-11 cursor-pointer items-center rounded-full bg-white px-5 text-sm font-bold text-ink ring-1 ring-ink/15 hover:bg-ink/5 focus-within:ring-2 focus-within:ring-brand-500">
        {run.isPending ? t('import.reading') : t('import.choose')}
        <input
          id={inputId}
          type="file"
          accept=".png,.json,.charx,image/png,application/json"
          className="sr-only"
          data-testid="card-file"
          disabled={run.isPending}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (!chosen) return;
            setFile(chosen);
            run.mutate(chosen);
          }}
        />
      </label>
      {needsName ? (
        <div className="mt-4 grid gap-3">
          <TextField label={t('fields.roleName')} hint={t('import.needsName')} value={name} onChange={setName} autoComplete="off" testId="card-name" />
          <button type="button" onClick={() => file && run.mutate(file)} disabled={!name.trim() || run.isPending} className="h-11 justify-self-start rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60">
            {t('import.retry')}
          </button>
        </div>
      ) : run.isError ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {failureText(run.error)}
        </p>
      ) : null}
    </section>
  );
}
