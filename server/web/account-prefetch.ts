import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { queryKeys } from '@/lib/client/query-keys';
import type { AccountSnapshot } from '@/lib/client/account-queries';
import type { requireAccount } from './guards';

type Account = Awaited<ReturnType<typeof requireAccount>>;

/** What an account page may ask to have ready on first paint, besides the user and the balance. */
export type AccountExtra = 'dailyActions' | 'persona';

/**
 * Reads the signed-in user's data through the domain services under the keys the client uses, so
 * account pages render filled in and the client picks the data up without asking again (DESIGN §4).
 * The user and the balance are also returned as props: the app shell observes those two queries before
 * the page does, and react-query hydrates queries that already exist only after the first render.
 */
export async function loadAccountPage(account: Account, extras: AccountExtra[] = []): Promise<AccountSnapshot & { state: DehydratedState }> {
  const { services } = account.runtime;
  const { userId } = account.user;
  const [user, balance] = await Promise.all([services.users.getUserInfo(userId), services.wallet.balance(userId)]);
  const client = new QueryClient();
  client.setQueryData(queryKeys.user, user);
  client.setQueryData(queryKeys.wallet, { balance });
  await Promise.all([
    extras.includes('dailyActions') &&
      client.prefetchQuery({ queryKey: queryKeys.dailyActions, queryFn: async () => ({ list: await services.daily.list(userId, account.user.isVisitor) }) }),
    extras.includes('persona') && client.prefetchQuery({ queryKey: queryKeys.persona, queryFn: () => services.settings.getPersona(userId) }),
  ]);
  return { state: dehydrate(client), user, balance };
}

/** Only the dehydrated cache, for pages that show nothing of the user or balance before the cache has them. */
export const prefetchAccount = async (account: Account, extras: AccountExtra[] = []): Promise<DehydratedState> => (await loadAccountPage(account, extras)).state;
