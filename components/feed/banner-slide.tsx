import Link from 'next/link';
import type { Banner } from '@/lib/contracts/feed';
import { FillImage } from '@/components/ui/fill-image';
import { bannerTarget } from './banner-link';

/** The carousel spans the main column: the screen less its padding, at most the column's 72rem less 3rem. */
const BANNER_SIZES = '(min-width: 1152px) 1104px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** One banner of the home carousel (banner-carousel.tsx): its picture, title and subtitle, linked where it leads. */
export function BannerSlide({ banner, ownHost, priority }: { banner: Banner; ownHost: string; priority: boolean }) {
  const target = bannerTarget(banner.linkUrl, [ownHost]);
  const body = (
    <>
      <FillImage src={banner.imgUrl} alt="" priority={priority} sizes={BANNER_SIZES} className="object-cover" draggable={false} />
      <span aria-hidden className="absolute inset-0 bg-gradient-to-r from-black/65 via-black/25 to-transparent" />
      <span className="absolute inset-y-0 left-0 flex max-w-[78%] flex-col justify-end p-4 pb-5 text-white sm:max-w-[55%] sm:p-8">
        <span className="text-lg font-black leading-tight tracking-tight drop-shadow sm:text-3xl">{banner.title}</span>
        <span className="mt-1 line-clamp-2 text-xs text-white/90 sm:mt-2 sm:text-base">{banner.subtitle}</span>
      </span>
    </>
  );
  const className = 'absolute inset-0 block select-none focus-visible:outline-offset-[-4px]';
  if (target?.kind === 'app') {
    return (
      <Link href={target.href} className={className} draggable={false}>
        {body}
      </Link>
    );
  }
  if (target?.kind === 'away') {
    return (
      <a href={target.href} className={className} draggable={false} rel="noopener">
        {body}
      </a>
    );
  }
  return <div className={className}>{body}</div>;
}
