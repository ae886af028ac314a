import type { MetadataRoute } from 'next';
import { roleProfilePath } from '@/lib/routes';
import { getRuntime } from '@/server/runtime/global-runtime';
import { languageAlternates } from '@/server/web/profile-alternates';
import { siteOrigin } from '@/server/web/site-origin';

/** One sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 49_999;

export const dynamic = 'force-dynamic';

/** Every public character profile with its address in each language, for search engines (adult roles are never listed). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ services }, origin] = await Promise.all([getRuntime(), siteOrigin()]);
  const profiles = await services.roles.publicProfiles(SITEMAP_LIMIT);
  return [
    { url: `${origin}/`, changeFrequency: 'hourly', priority: 1 },
    ...profiles.map((role) => {
      const path = roleProfilePath(role.name, role.id);
      const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([locale, address]) => [locale, `${origin}${address}`]));
      return { url: `${origin}${path}`, lastModified: role.updatedAt, changeFrequency: 'weekly' as const, priority: 0.7, alternates: { languages } };
    }),
  ];
}
