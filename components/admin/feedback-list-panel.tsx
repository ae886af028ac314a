'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pageCount, useFeedbackPage } from '@/lib/client/admin';
import { useLocalDateTime } from '@/lib/client/use-local-date-time';
import { ListCard, ListEmpty, ListLoadError, ListSkeleton } from './list-states';
import { Pager } from './pager';

/** Feedback from everyone, newest first, ten to a page (seed §7 getFeedbackPage, §9). */
export function FeedbackListPanel() {
  const t = useTranslations('Admin');
  const dateTime = useLocalDateTime();
  const [page, setPage] = useState(1);
  const feedback = useFeedbackPage(page);
  return (
    <ListCard
      title={t('feedback.title')}
      titleId="feedback-list-title"
      busy={feedback.isFetching}
      aside={feedback.data ? <span className="text-sm text-ink-soft">{t('feedback.total', { total: feedback.data.page.total })}</span> : null}
    >
      {feedback.isPending ? (
        <ListSkeleton />
      ) : feedback.isError && !feedback.data ? (
        <ListLoadError onRetry={() => void feedback.refetch()} />
      ) : feedback.data.list.length === 0 ? (
        <ListEmpty>{t('feedback.empty')}</ListEmpty>
      ) : (
        <ul className="divide-y divide-ink/5" data-testid="feedback-list">
          {feedback.data.list.map((item) => (
            <li key={item.id} className="px-5 py-4">
              <article aria-label={`${item.userName ?? t('feedback.anonymous')}, ${dateTime(item.createdAt)}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-bold text-ink">
                    <span className="sr-only">{t('feedback.from')}: </span>
                    {item.userName ?? t('feedback.anonymous')}
                    {item.userId ? <span className="ml-2 text-xs font-medium tabular-nums text-ink-soft">{t('userId', { id: item.userId })}</span> : null}
                  </p>
                  <p className="text-xs text-ink-soft">
                    <span className="sr-only">{t('feedback.sentAt')}: </span>
                    <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
                  </p>
                </header>
                <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed text-ink">{item.content}</p>
                {item.contact ? (
                  <p className="mt-2 inline-flex max-w-full items-center gap-1.5 rounded-full bg-ink/5 px-3 py-1 text-xs text-ink-soft">
                    <span className="font-semibold">{t('feedback.contact')}:</span>
                    <span className="truncate">{item.contact}</span>
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(feedback.data?.page)} onChange={setPage} busy={feedback.isFetching} />
    </ListCard>
  );
}
