'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FillImage } from '@/components/ui/fill-image';
import { api, ApiFailure } from '@/lib/client/api';
import type { ReviewItem } from '@/lib/contracts/role-create';
import { REVIEW_NOTE_MAX, RoleCreatePath, type ReviewState } from '@/lib/contracts/role-create-rules';
import { roleProfilePath } from '@/lib/routes';
import { ListCard, ListEmpty, ListLoadError, ListSkeleton } from './list-states';
import { Pager } from './pager';

const PAGE_SIZE = 10;
const FILTERS = ['pending', 'approved', 'rejected', 'takenDown'] as const satisfies readonly ReviewState[];
type Filter = (typeof FILTERS)[number];

/** One character to judge: approve it into Discover, or refuse (or take down) with a reason its author reads. */
function ReviewRow({ item, onDone }: { item: ReviewItem; onDone: () => void }) {
  const t = useTranslations('Admin');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'reject' | 'takeDown' | null>(null);
  const act = useMutation({
    mutationFn: (action: 'approve' | 'reject' | 'takeDown') =>
      api(action === 'approve' ? RoleCreatePath.reviewApprove : action === 'reject' ? RoleCreatePath.reviewReject : RoleCreatePath.reviewTakeDown, {
        body: action === 'approve' ? { roleId: item.roleId } : { roleId: item.roleId, reason: reason.trim() },
      }),
    onSuccess: onDone,
  });
  const canApprove = item.reviewState !== 'approved';
  const canTakeDown = item.reviewState === 'approved';
  return (
    <li className="px-5 py-4" data-testid="review-item" data-role-id={item.roleId}>
      <article aria-label={item.roleName} className="flex gap-4">
        <div className="relative h-24 w-[4.5rem] shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-100 to-indigo-100">
          {item.coverUrl ? <FillImage src={item.coverUrl} alt="" className="object-cover" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-bold text-ink">
            <Link href={roleProfilePath(item.roleName, item.roleId)} className="hover:underline">
              {item.roleName}
            </Link>
            {item.nsfw ? <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800">{t('reviews.adult')}</span> : null}
          </p>
          <p className="text-xs text-ink-soft">{t('reviews.by', { author: item.authorName })}</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-ink">{item.intro}</p>
          {item.reviewNote ? <p className="mt-1 text-xs text-amber-900">{t('reviews.note', { note: item.reviewNote })}</p> : null}
          {asking ? (
            <div className="mt-3 grid gap-2">
              <label className="text-sm font-semibold text-ink" htmlFor={`reason-${item.roleId}`}>
                {t('reviews.reason')}
              </label>
              <textarea
                id={`reason-${item.roleId}`}
                value={reason}
                maxLength={REVIEW_NOTE_MAX}
                onChange={(e) => setReason(e.target.value)}
                rows={2}
                className="rounded-xl px-3 py-2 text-sm ring-1 ring-ink/15 focus:outline-none focus:ring-2 focus:ring-brand-500"
              />
              <div className="flex gap-2">
                <button type="button" disabled={!reason.trim() || act.isPending} onClick={() => act.mutate(asking)} className="h-9 rounded-full bg-red-600 px-4 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-50">
                  {asking === 'reject' ? t('reviews.reject') : t('reviews.takeDown')}
                </button>
                <button type="button" onClick={() => setAsking(null)} className="h-9 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-ink/15 hover:bg-ink/5">
                  {t('reviews.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              {canApprove ? (
                <button type="button" disabled={act.isPending} onClick={() => act.mutate('approve')} className="h-9 rounded-full bg-emerald-600 px-4 text-sm font-bold text-white hover:bg-emerald-700 disabled:opacity-50">
                  {t('reviews.approve')}
                </button>
              ) : null}
              {item.reviewState === 'pending' ? (
                <button type="button" onClick={() => setAsking('reject')} className="h-9 rounded-full px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
                  {t('reviews.reject')}
                </button>
              ) : null}
              {canTakeDown ? (
                <button type="button" onClick={() => setAsking('takeDown')} className="h-9 rounded-full px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
                  {t('reviews.takeDown')}
                </button>
              ) : null}
            </div>
          )}
          {act.isError ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {act.error instanceof ApiFailure ? act.error.message : t('loadFailed')}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** /role-review (staff): characters asking to be in Discover, and those already judged. */
export function RoleReviewPanel() {
  const t = useTranslations('Admin');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['role-review', filter, page],
    queryFn: ({ signal }) => api<{ list: ReviewItem[]; page: { total: number } }>(RoleCreatePath.reviewList, { body: { reviewState: filter, current: page, size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div role="tablist" aria-label={t('reviews.filterLabel')} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className="rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-ink ring-1 ring-ink/10 hover:bg-brand-50 aria-selected:bg-ink aria-selected:text-white"
          >
            {t(`reviews.filters.${f}`)}
          </button>
        ))}
      </div>
      <ListCard title={t(`reviews.filters.${filter}`)} titleId="role-review-title" busy={list.isFetching}>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.data ? (
          <ListLoadError onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <ListEmpty>{t('reviews.empty')}</ListEmpty>
        ) : (
          <ul className="divide-y divide-ink/5" data-testid="review-list">
            {list.data.list.map((item) => (
              <ReviewRow key={item.roleId} item={item} onDone={() => void queryClient.invalidateQueries({ queryKey: ['role-review'] })} />
            ))}
          </ul>
        )}
      </ListCard>
      {list.data ? <Pager page={page} pages={Math.max(1, Math.ceil(list.data.page.total / PAGE_SIZE))} onChange={setPage} busy={list.isFetching} /> : null}
    </>
  );
}
