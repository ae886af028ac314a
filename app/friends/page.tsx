import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { friendKeys, type FriendListKind } from '@/components/friends/friend-keys';
import { FriendsPage } from '@/components/friends/friends-page';
import { PageHeader } from '@/components/ui/page-header';
import { DEFAULT_FRIEND_STATUS_LIST, FRIEND_PAGE_SIZE, type FriendPage } from '@/lib/contracts/friend';
import { toListPage } from '@/server/domains/paging';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Friends'))('title'), robots: { index: false } };
}

/** Seed §2: /friends is an auth route; a guest who reaches it goes home. */
export default async function FriendsRoute() {
  const t = await getTranslations('Friends');
  const { runtime, user, openNsfw, name, locale } = await requireAccount();
  const paging = { current: 1, size: FRIEND_PAGE_SIZE };
  const loaders: Record<FriendListKind, () => Promise<{ list: FriendPage['list']; total: number }>> = {
    friends: () => runtime.services.friends.friends(user, { ...paging, includeNsfw: openNsfw, statusList: DEFAULT_FRIEND_STATUS_LIST, locale }),
    strangers: () => runtime.services.friends.strangers(user, { ...paging, includeNsfw: openNsfw, locale }),
  };
  const client = new QueryClient();
  await Promise.all(
    (Object.keys(loaders) as FriendListKind[]).map((kind) =>
      client.prefetchInfiniteQuery({
        queryKey: friendKeys.listIn(kind, locale),
        initialPageParam: 1,
        queryFn: async (): Promise<FriendPage> => {
          const { list, total } = await loaders[kind]();
          return toListPage(list, total, paging);
        },
      }),
    ),
  );
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('title')} backLabel={t('back')} />
      <HydrationBoundary state={dehydrate(client)}>
        <FriendsPage viewerName={name} />
      </HydrationBoundary>
    </div>
  );
}
