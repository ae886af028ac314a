import Link from 'next/link';
import type { Banner } from '@/lib/contracts/feed';
import { bannerTarget } from '@/components/feed/banner-link';
import { FillImage } from '@/components/ui/fill-image';

/** A banner as an event card: the image, its title and line, and where it leads (in the app or away). */
export function EventBanner({ banner, ownHosts, cta, large = false, priority = false }: { banner: Banner; ownHosts: string[]; cta: string; large?: boolean; priority?: boolean }) {
  const target = bannerTarget(banner.linkUrl, ownHosts);
  const body = (
    <>
      <FillImage src={banner.imgUrl} alt="" priority={priority} sizes="(min-width: 1152px) 1104px, 100vw" className="object-cover transition duration-500 group-hover:scale-[1.02] motion-reduce:transition-none" />
      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/25 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 flex flex-col items-start p-4 text-white sm:p-6">
        <span className={`font-black leading-tight tracking-tight drop-shadow ${large ? 'text-2xl sm:text-4xl' : 'text-lg'}`}>{banner.title}</span>
        <span className={`mt-1 max-w-xl text-white/90 ${large ? 'text-sm sm:text-base' : 'line-clamp-2 text-xs'}`}>{banner.subtitle}</span>
        {target && large && <span className="mt-3 rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-700 shadow">{cta}</span>}
      </span>
    </>
  );
  const frame = `group relative block overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 to-indigo-100 shadow-md ring-1 ring-black/5 ${large ? 'aspect-[4/3] sm:aspect-[21/8]' : 'aspect-[16/9]'}`;
  if (!target) return <div className={frame}>{body}</div>;
  if (target.kind === 'away') {
    return (
      <a href={target.href} className={frame} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link href={target.href} className={frame}>
      {body}
    </Link>
  );
}
