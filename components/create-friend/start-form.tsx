'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { hasLatinLetter, ROLE_NAME_MAX } from '@/lib/contracts/role-create-rules';
import { roleCreateApi } from '@/lib/create-friend/role-create-api';
import { createFriendHref } from '@/lib/create-friend/steps';
import { StepFrame } from './step-frame';
import { CardImport } from './card-import';
import { GuideLink } from './guide/guide-page';
import { useFailureText } from './use-draft';
import { WriterPanel, type WrittenFields } from './writer-panel';

/** /create-friend: a name starts a draft; the character step follows. */
export function StartForm() {
  const t = useTranslations('CreateFriend');
  const router = useRouter();
  const failureText = useFailureText();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed ? t('nameEmpty') : trimmed.length > ROLE_NAME_MAX ? t('nameTooLong', { max: ROLE_NAME_MAX }) : !hasLatinLetter(trimmed) ? t('nameLatin') : undefined;
  const create = useMutation({
    mutationFn: () => roleCreateApi.create(trimmed),
    onSuccess: (draft) => router.push(createFriendHref(draft.roleId, 'character')),
  });
  // A written character starts its draft with everything it wrote; the character step shows it to change.
  const fromWritten = useMutation({
    mutationFn: async ({ roleName, ...rest }: WrittenFields) => {
      const draft = await roleCreateApi.create(roleName);
      // A tag this server does not have (written by a model) must not lose the rest.
      return roleCreateApi.save(draft.roleId, rest).catch(() => roleCreateApi.save(draft.roleId, { ...rest, tags: [] }));
    },
    onSuccess: (draft) => router.push(createFriendHref(draft.roleId, 'character')),
  });
  const submit = () => {
    setTried(true);
    if (!problem) create.mutate();
  };
  return (
    <StepFrame step="character" title={t('startTitle')} intro={t('startIntro')}>
      <div className="mb-6 flex flex-wrap items-center gap-3 rounded-3xl bg-gradient-to-r from-brand-50 to-fuchsia-50 p-4 ring-1 ring-brand-100">
        <p className="min-w-48 flex-1 text-sm text-ink">{t('guide.pitch')}</p>
        <GuideLink />
      </div>
      <WriterPanel onWritten={(written) => fromWritten.mutate(written)} testId="start-writer" />
      {fromWritten.isError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {failureText(fromWritten.error)}
        </p>
      ) : null}
      <h2 className="mb-3 mt-8 text-base font-extrabold text-ink">{t('orName')}</h2>
      <form
        className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={t('fields.roleName')} value={name} onChange={setName} maxLength={ROLE_NAME_MAX} showCounter error={tried ? problem : undefined} hint={t('nameHint')} autoComplete="off" testId="create-friend-name" />
        {create.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {failureText(create.error)}
          </p>
        ) : null}
        <button type="submit" disabled={create.isPending} className="h-12 rounded-full bg-brand-600 font-bold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60">
          {create.isPending ? t('creating') : t('start')}
        </button>
      </form>
      <div className="mt-8">
        <CardImport />
      </div>
    </StepFrame>
  );
}
