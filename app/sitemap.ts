import type { MetadataRoute } from 'next';
import { roleProfilePath } from '@/lib/routes';
import { getRuntime } from '@/server/runtime/global-runtime';
import { siteOrigin } from '@/server/web/site-origin';

/** One sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 49_999;

export const dynamic = 'force-dynamic';

/** Every public character profile, for search engines (adult roles are never listed). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ services }, origin] = await Promise.all([getRuntime(), siteOrigin()]);
  const profiles = await services.roles.publicProfiles(SITEMAP_LIMIT);
  return [
    { url: `${origin}/`, changeFrequency: 'hourly', priority: 1 },
    ...profiles.map((role) => ({ url: `${origin}${roleProfilePath(role.name, role.id)}`, lastModified: role.updatedAt, changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
}
