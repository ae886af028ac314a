'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { ApiFailure } from '@/lib/client/api';
import type { RoleDraft } from '@/lib/contracts/role-create';

/** What a draft's pages show until the draft is here: why it could not be loaded (with a retry), or that it is loading. */
export function DraftNotReady({ draft }: { draft: UseQueryResult<RoleDraft> }) {
  const t = useTranslations('CreateFriend');
  if (draft.isError) {
    const missing = draft.error instanceof ApiFailure && draft.error.code === 404;
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadError message={missing ? t('notFound') : t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void draft.refetch()} />
      </div>
    );
  }
  return <p className="mx-auto mt-10 max-w-3xl text-ink-soft">{t('loading')}</p>;
}
