'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { plainActionText } from '@/lib/chat/action-text';
import { useUser } from '@/lib/client/session';
import { PageHeader } from '@/components/ui/page-header';
import { FillImage } from '@/components/ui/fill-image';

export interface Conversation {
  roleId: number | null;
  roleName: string;
  roleCover: string | null;
  lastMsg: { msgId: string; content: string; fromUid: string; sendTimestamp: number };
  messageUnread: number;
}

/** /chat: every conversation with its newest line and unread count, newest first. */
export function ConversationList() {
  const t = useTranslations('Chat');
  const user = useUser();
  const conversations = useQuery({
    queryKey: ['chat', 'conversations', user.data?.userId],
    queryFn: () => api<{ list: Conversation[] }>('/chat/conversationList', { body: {} }),
    enabled: Boolean(user.data),
    staleTime: 5_000,
  });
  const list = conversations.data?.list ?? [];
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('listTitle')} backLabel={t('back')} />
      {conversations.isPending ? <p className="py-10 text-center text-ink-soft">{t('loading')}</p> : null}
      {!conversations.isPending && list.length === 0 ? (
        <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/5">
          <p className="text-lg font-bold text-ink">{t('emptyTitle')}</p>
          <p className="mt-1 text-ink-soft">{t('emptyBody')}</p>
          <Link href="/" className="mt-5 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
            {t('discover')}
          </Link>
        </div>
      ) : null}
      <ul className="flex flex-col gap-2">
        {list.map((c) => (
          <li key={c.lastMsg.msgId}>
            <ConversationRow conversation={c} mine={c.lastMsg.fromUid === String(user.data?.userId)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ConversationRow({ conversation: c, mine }: { conversation: Conversation; mine: boolean }) {
  const t = useTranslations('Chat');
  const format = useFormatter();
  const at = new Date(c.lastMsg.sendTimestamp);
  // Today's chats show the time, older ones the day, as chat lists do.
  const when = format.dateTime(at, at.toDateString() === new Date().toDateString() ? { timeStyle: 'short' } : { dateStyle: 'short' });
  return (
    <Link href={`/chat-play/${c.roleId}`} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-px hover:shadow-md">
      <span className="relative h-14 w-14 shrink-0 overflow-hidden rounded-2xl bg-brand-100">
        {c.roleCover ? <FillImage src={c.roleCover} alt="" sizes="56px" className="object-cover object-top" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-bold text-ink">{c.roleName}</span>
          <span className="shrink-0 text-[11px] text-ink-soft">{when}</span>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className="line-clamp-1 min-w-0 flex-1 text-sm text-ink-soft">
            {mine ? `${t('you')}: ` : ''}
            {plainActionText(c.lastMsg.content)}
          </span>
          {c.messageUnread > 0 ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white" aria-label={t('unread', { count: c.messageUnread })}>
              {c.messageUnread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
