/** Where a banner leads (seed §5 banner link). */
export type BannerTarget = { kind: 'app'; href: string } | { kind: 'away'; href: string } | null;

/**
 * A link starting with / is routed in the app; an https link to one of our own hosts is routed in the app
 * by its path and query; any other https link navigates away; anything else leads nowhere.
 */
export function bannerTarget(linkUrl: string, ownHosts: string[]): BannerTarget {
  const link = linkUrl.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'app', href: link };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (ownHosts.includes(url.host)) return { kind: 'app', href: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'away', href: url.href };
}
