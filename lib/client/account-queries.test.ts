import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { UserInfo } from '@/lib/contracts/user';
import { saveUserSettingOptions } from './account-queries';
import { queryKeys } from './query-keys';

const user = (autoAudio: boolean) => ({ userId: 1, name: 'Rin', autoAudio }) as unknown as UserInfo;

describe('saving a user setting', () => {
  it('is not undone by a read of the user that started before the save and answers after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.user, user(true));
    // A refetch of the user is under way (a page mounting, the window regaining focus) and answers late, with the old value.
    let answerRead!: () => void;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.user,
      queryFn: () => new Promise<UserInfo>((resolve) => (answerRead = () => resolve(user(true)))),
    });
    const unsubscribe = observer.subscribe(() => undefined); // the cached user is stale: subscribing reads it again
    await new Promise((r) => setTimeout(r, 0));
    expect(client.getQueryState(queryKeys.user)?.fetchStatus).toBe('fetching');

    const save = new MutationObserver(client, saveUserSettingOptions(client, async () => user(false)));
    await save.mutate({ autoAudio: false });
    answerRead();
    await new Promise((r) => setTimeout(r, 10));
    expect(client.getQueryData<UserInfo>(queryKeys.user)?.autoAudio).toBe(false);
    unsubscribe();
    client.clear();
  });
});
