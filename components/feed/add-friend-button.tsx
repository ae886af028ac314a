'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/use-hydrated';
import { FeedIcon, Spinner } from './feed-icons';
import { useAddFriend } from './use-add-friend';

/** The card's add-friend button (seed §4): a plus, a spinner while adding, a check once added. */
export function AddFriendButton({ roleId, roleName }: { roleId: number; roleName: string }) {
  const t = useTranslations('Feed');
  const { state, add } = useAddFriend(roleId, roleName);
  const hydrated = useHydrated();
  const label = state === 'added' ? t('friendAddedLabel', { name: roleName }) : state === 'adding' ? t('addingFriend') : t('addFriend', { name: roleName });
  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={!hydrated}
      aria-label={label}
      aria-disabled={state !== 'idle' || undefined}
      data-state={state}
      className={`grid h-9 w-9 place-items-center rounded-full shadow-md ring-1 transition active:scale-95 motion-reduce:transition-none ${
        state === 'added' ? 'bg-brand-600 text-white ring-white/40' : 'bg-white/95 text-brand-700 ring-black/5 hover:bg-white'
      }`}
    >
      {state === 'adding' ? <Spinner /> : <FeedIcon name={state === 'added' ? 'check' : 'plus'} className="h-[18px] w-[18px]" />}
    </button>
  );
}
