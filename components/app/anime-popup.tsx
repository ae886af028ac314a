'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { inReview } from '@/components/feed/review-mode';
import { Dialog } from '@/components/ui/dialog';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { useUser } from '@/lib/client/session';
import { usePopups } from '@/lib/client/popups';
import { usePcLayout } from '@/lib/client/use-pc-layout';
import { ANIME_POPUP_DELAY_MS, ANIME_POPUP_HREF, animePopupAllowed, isHomeFeedPath } from '@/lib/shell/shell-popups';

/**
 * The anime popup (seed §2, §4): the home feed's first screen asks for it 2000 ms after the app loads, on a
 * phone, outside store review and in a recent enough app; the scheduler shows it at most once a day.
 * Leaving the home feed before then drops the request, and coming back later does not ask again.
 */
export function AnimePopup() {
  const pathname = usePathname();
  const isPc = usePcLayout();
  const user = useUser().data;
  const request = usePopups((s) => s.request);
  const withdraw = usePopups((s) => s.withdraw);
  // The shell mounts once per page load, so the path it first renders is the first screen.
  const [firstScreen] = useState(() => isHomeFeedPath(pathname));
  const [delayPassed, setDelayPassed] = useState(false);
  // Asked for or dropped: at most once per page load.
  const settled = useRef(!firstScreen);

  useEffect(() => {
    if (!firstScreen) return;
    const timer = window.setTimeout(() => setDelayPassed(true), ANIME_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [firstScreen]);

  useEffect(() => {
    if (!isHomeFeedPath(pathname)) {
      settled.current = true;
      // Still waiting its turn (behind the login prompt or another popup): it belongs to the home feed.
      withdraw('anime');
      return;
    }
    // Review mode comes with the user: a slow session delays the request rather than guessing.
    if (settled.current || !delayPassed || !user) return;
    settled.current = true;
    const appVersion = parseUserAgent(navigator.userAgent).appVersion;
    if (animePopupAllowed({ firstScreen, isPc, inReview: inReview(user), appVersion })) request({ kind: 'anime' });
  }, [pathname, delayPassed, user, isPc, firstScreen, request, withdraw]);

  return <AnimeDialog />;
}

/** The promotion card: "Take a look" opens the anime activity on its My Type tab; Close, Escape or the backdrop dismiss it. */
function AnimeDialog() {
  const t = useTranslations('Shell');
  const router = useRouter();
  const active = usePopups((s) => s.active);
  const close = usePopups((s) => s.close);
  if (active?.kind !== 'anime') return null;
  return (
    <Dialog
      open
      title={t('animeTitle')}
      leftLabel={t('close')}
      rightLabel={t('animeAction')}
      onLeft={close}
      onRight={() => {
        close();
        router.push(ANIME_POPUP_HREF);
      }}
      testId="anime-popup"
      icon={<AnimeArt />}
    >
      {t('animeBody')}
    </Dialog>
  );
}

function AnimeArt() {
  return (
    <div aria-hidden className="relative h-32 w-full overflow-hidden rounded-2xl bg-gradient-to-br from-brand-500 via-fuchsia-500 to-indigo-500 shadow-md">
      <span className="absolute -left-8 -top-10 h-28 w-28 rounded-full bg-white/25 blur-2xl" />
      <span className="absolute -bottom-12 -right-6 h-32 w-32 rounded-full bg-indigo-300/50 blur-2xl" />
      <svg viewBox="0 0 24 24" className="absolute left-1/2 top-1/2 h-16 w-16 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow-lg" fill="currentColor">
        <path d="M12 2.5l2.35 6.15L20.5 11l-6.15 2.35L12 19.5l-2.35-6.15L3.5 11l6.15-2.35L12 2.5z" />
      </svg>
      <svg viewBox="0 0 24 24" className="absolute left-[22%] top-5 h-6 w-6 text-white/80" fill="currentColor">
        <path d="M12 4l1.6 4.4L18 10l-4.4 1.6L12 16l-1.6-4.4L6 10l4.4-1.6L12 4z" />
      </svg>
      <svg viewBox="0 0 24 24" className="absolute bottom-5 right-[20%] h-5 w-5 text-white/70" fill="currentColor">
        <path d="M12 4l1.6 4.4L18 10l-4.4 1.6L12 16l-1.6-4.4L6 10l4.4-1.6L12 4z" />
      </svg>
    </div>
  );
}
