import { discoverPageSchema, feedPageSchema, performPageSchema, type FeedItem, type PerformCard } from '@/lib/contracts/feed';
import type { Tag } from '@/lib/contracts/role';
import { toDiscoverPage, toFeedPage, toPerformPage } from './feed-dto';

const item: FeedItem = {
  feedId: 7,
  recommendationId: 'discover-1-2',
  role: { roleId: 3, roleName: 'Mira', roleCover: null, roleStatus: 80, promotion: false, playId: null, playName: null, intro: 'Hi', likeCount: 4 },
  tags: [],
  nsfw: false,
  roleAppearInfo: 'Hello {{user}}',
  gameId: null,
  gameName: null,
  performId: null,
  performName: null,
  impressions: [7],
};
const tag: Tag = { id: 1, title: 'Romance', background: null };
const card: PerformCard = { feedId: null, playId: 2, playType: 'dance', performCover: null, videoUrl: null, performTitle: 'Waltz', author: 'ann', roleId: 3, likeCount: 0 };
const answer = { list: [item], total: 31, updateTime: 1_000, nextUpdateTime: 601_000 };

describe('feed page mapping', () => {
  it('answers a role feed as list, page, updateTime, nextUpdateTime, in that order', () => {
    const page = toFeedPage(answer, { current: 2, size: 10 });
    expect(JSON.stringify(page)).toBe(JSON.stringify({ list: [item], page: { current: 2, size: 10, total: 31 }, updateTime: 1_000, nextUpdateTime: 601_000 }));
    expect(feedPageSchema.strict().parse(page)).toEqual(page);
  });

  it('answers discover with its tabs right after the list', () => {
    const page = toDiscoverPage({ ...answer, tagList: [tag] }, { current: 1, size: 24 });
    expect(JSON.stringify(page)).toBe(
      JSON.stringify({ list: [item], tagList: [tag], page: { current: 1, size: 24, total: 31 }, updateTime: 1_000, nextUpdateTime: 601_000 }),
    );
    expect(Object.keys(discoverPageSchema.parse(page)).sort()).toEqual(Object.keys(page).sort());
  });

  it('answers performances as list and page only', () => {
    const page = toPerformPage({ list: [card], total: 1 }, { current: 1, size: 50 });
    expect(JSON.stringify(page)).toBe(JSON.stringify({ list: [card], page: { current: 1, size: 50, total: 1 } }));
    expect(performPageSchema.strict().parse(page)).toEqual(page);
  });
});
