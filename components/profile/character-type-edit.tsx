'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { feedApi } from '@/components/feed/feed-api';
import { feedKeys } from '@/components/feed/feed-keys';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { useAccount, useSaveUserSetting, type AccountSnapshot } from '@/lib/client/account-queries';
import { ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { USER_TAGS_MAX } from '@/lib/contracts/user';

/**
 * /profile-character-edit: the kinds of characters the person likes (userInfo.tagList), chosen from the catalogue's
 * tags. For You puts characters with those tags first.
 */
export function CharacterTypeEdit({ initial }: { initial: AccountSnapshot }) {
  const { user } = useAccount(initial);
  return <CharacterTypeForm key={user.tagList.join(',')} current={user.tagList} adult={user.openNsfw} />;
}

function CharacterTypeForm({ current, adult }: { current: number[]; adult: boolean }) {
  const t = useTranslations('ProfileEdit');
  const locale = useLocale();
  const router = useRouter();
  const save = useSaveUserSetting();
  const tags = useQuery({ queryKey: feedKeys.tabs(adult, locale), queryFn: feedApi.tabs });
  const [chosen, setChosen] = useState<number[]>(current);
  const [full, setFull] = useState(false);
  const unchanged = chosen.length === current.length && chosen.every((id) => current.includes(id));

  const toggle = (id: number) => {
    setFull(false);
    setChosen((list) => {
      if (list.includes(id)) return list.filter((x) => x !== id);
      if (list.length >= USER_TAGS_MAX) {
        setFull(true);
        return list;
      }
      return [...list, id];
    });
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (unchanged || save.isPending) return;
    save.mutate(
      { tagList: chosen },
      {
        onSuccess: () => {
          toast(t('types.saved'), { tone: 'success' });
          router.push('/profile-edit');
        },
        onError: (failure) => toast(t('types.failed', { message: failure instanceof ApiFailure ? failure.message : String(failure) }), { tone: 'error', durationMs: 4000 }),
      },
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('types.title')} backHref="/profile-edit" backLabel={t('nickname.back')} />
      <p className="-mt-1 mb-5 text-ink-soft">{t('types.intro')}</p>
      <form onSubmit={submit} className="flex flex-col gap-5">
        <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
          <legend className="sr-only">{t('types.title')}</legend>
          {tags.isError ? (
            <LoadError message={t('types.loadError')} retryLabel={t('types.retry')} onRetry={() => void tags.refetch()} />
          ) : tags.isPending ? (
            <p className="text-ink-soft">{t('types.loading')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="type-tags">
              {tags.data.map((tag) => {
                const on = chosen.includes(tag.id);
                return (
                  <li key={tag.id}>
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={on}
                      onClick={() => toggle(tag.id)}
                      className="rounded-full px-4 py-2 text-sm font-bold ring-1 transition aria-checked:bg-brand-600 aria-checked:text-white aria-checked:ring-brand-600 aria-[checked=false]:bg-white aria-[checked=false]:text-ink aria-[checked=false]:ring-ink/15 aria-[checked=false]:hover:bg-brand-50"
                    >
                      {on ? '✓ ' : ''}
                      {tag.label ?? tag.title}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <p role="status" className={`mt-4 text-sm ${full ? 'font-semibold text-red-700' : 'text-ink-soft'}`}>
            {full ? t('types.full', { max: USER_TAGS_MAX }) : t('types.count', { count: chosen.length, max: USER_TAGS_MAX })}
          </p>
        </fieldset>
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={unchanged || save.isPending}
            data-testid="types-save"
            className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
          >
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
