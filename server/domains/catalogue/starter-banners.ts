import type { StarterBanner } from './starter-types';

/** Home-screen banners on a fresh install; links are in-app paths because role ids are assigned later. */
export const STARTER_BANNERS: StarterBanner[] = [
  {
    slug: 'rainy-day-bookshop',
    title: 'Rainy Days, Warm Pages',
    subtitle: 'Elias saved a book for you. Step out of the rain and into his seaside bookshop.',
    linkUrl: '/discover?tab=Romance',
    roleSlug: 'elias-morrow',
    show: 'true',
  },
  {
    slug: 'starlit-stage',
    title: 'Kirara Takes the Stage',
    subtitle: 'Watch the new idol performance, then learn the chorus dance together.',
    linkUrl: '/chat-play',
    roleSlug: 'kirara-hoshimiya',
    show: 'true',
  },
  {
    slug: 'forge-a-legend',
    title: 'Forge Something Legendary',
    subtitle: 'The grumpiest smith under the mountain is taking commissions. Bring your own patience.',
    linkUrl: '/discover?tab=Fantasy',
    roleSlug: 'thrain-ironbrow',
    show: 'true',
  },
  {
    slug: 'exam-season',
    title: 'Exam Season Survival',
    subtitle: 'Study sprints, silly analogies and a tutor who celebrates every small win.',
    linkUrl: '/discover?tab=Helper',
    roleSlug: 'wren-halloway',
    show: 'whitelist',
  },
];
