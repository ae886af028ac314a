import type { RoleDetail } from '@/lib/contracts/role';

/**
 * The structured data of a character's public profile (schema.org ProfilePage), in the page's language at the
 * page's address. Role texts are untrusted: `<` is escaped so nothing in them can close the script element.
 */
export function profileJsonLd(role: RoleDetail, origin: string, page: { path: string; locale: string }): string {
  const url = `${origin}${page.path}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: page.locale,
    name: role.roleName,
    mainEntity: {
      '@type': 'Person',
      name: role.roleName,
      description: role.intro,
      ...(role.roleCover ? { image: new URL(role.roleCover, origin).toString() } : {}),
      keywords: role.tags.map((t) => t.label ?? t.title).join(', '),
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: role.likeCount },
    },
    ...(role.roleAuthor ? { author: { '@type': 'Person', name: role.roleAuthor } } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
