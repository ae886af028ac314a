import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/server/web/site-origin';

export const dynamic = 'force-dynamic';

/** Search engines index the discover page and character profiles; personal pages and the API stay out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/koko/app/api/', '/api/', '/chat', '/chat-play/', '/koin', '/profile', '/setting', '/language', '/persona-editor', '/feedback', '/login', '/pclogin', '/user-manage', '/koin-manage', '/feedback-list'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
