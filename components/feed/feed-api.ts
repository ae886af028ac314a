'use client';

import { FOR_YOU_CONDITIONS, PERFORMANCE_PAGE_SIZE } from '@/lib/contracts/feed-kinds';
import type { Tag } from '@/lib/contracts/role';
import { api } from '@/lib/client/api';
import { getDeviceId } from '@/lib/client/device';
import type { DiscoverPage, FeedPage, PerformPage } from '@/lib/contracts/feed';
import type { ExposureBatch } from './exposure-rules';

/** The calls of the discover and for-you pages (seed §7 "Role play and feeds"). */
export const feedApi = {
  discover: (tagTitle: string, current: number, size: number) =>
    api<DiscoverPage>('/feed/getFeedForDiscoverV2', { body: { deviceId: getDeviceId(), current, size, tagTitle } }),
  /** Seed §9: the performance list is read 200 at a time, once. */
  performances: () => api<PerformPage>('/feed/getFeedForPerformance', { body: { current: 1, size: PERFORMANCE_PAGE_SIZE } }),
  forYou: (current: number, size: number) =>
    api<FeedPage>('/feed/getFeedForYouV2', { body: { characterType: 'Trending', conditions: [...FOR_YOU_CONDITIONS], current, size } }),
  tabs: async () => (await api<{ list: Tag[] }>('/app/tag/getList', { body: {} })).list,
  addFriend: (roleId: number) => api<{ roleId: number; isFriend: true; added: boolean }>('/user/subAiFriend', { body: { roleId } }),
};

export type FeedSource = 'discover' | 'foryou';

/** Impression reports (seed §3): they must never disturb the reader, so a failed one is dropped. */
export function reportExposure(batch: ExposureBatch, source: FeedSource, tagTitle: string) {
  void api('/feed/feedInteraction', { body: { eventType: 'expose', type: source, tagTitle, deviceId: getDeviceId(), ...batch } }).catch(() => undefined);
}

export function reportClick(card: { feedId: number; recommendationId: string; pageNum: number; impressions: number[] }, source: FeedSource, tagTitle: string) {
  void api('/feed/feedInteraction', {
    body: {
      eventType: 'click',
      type: source,
      tagTitle,
      deviceId: getDeviceId(),
      feedId: card.feedId,
      recommendationId: card.recommendationId,
      pageNum: card.pageNum,
      impressions: card.impressions,
    },
  }).catch(() => undefined);
}
