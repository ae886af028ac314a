import type { DiscoverPage, FeedPage, PerformCard, PerformPage } from '@/lib/contracts/feed';
import type { Paging } from '@/lib/contracts/paging';
import { toListPage } from '@/server/domains/paging';
import type { DiscoverAnswer, FeedAnswer } from './feed-service';

/** A role feed's answer as its calls and the pages that prefetch them send it (seed §7). */
export function toFeedPage(answer: FeedAnswer, paging: Paging): FeedPage {
  return { ...toListPage(answer.list, answer.total, paging), updateTime: answer.updateTime, nextUpdateTime: answer.nextUpdateTime };
}

/** Discover's answer: a feed page with the tabs after its list. */
export function toDiscoverPage(answer: DiscoverAnswer, paging: Paging): DiscoverPage {
  const { list, ...rest } = toFeedPage(answer, paging);
  return { list, tagList: answer.tagList, ...rest };
}

/** The performances' answer (the Dance tab). */
export function toPerformPage(answer: { list: PerformCard[]; total: number }, paging: Paging): PerformPage {
  return toListPage(answer.list, answer.total, paging);
}
