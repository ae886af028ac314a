'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { inReview } from '@/components/feed/review-mode';
import { Dialog } from '@/components/ui/dialog';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { useAppSettings } from '@/lib/client/app-settings';
import { useUser } from '@/lib/client/session';
import { usePopups } from '@/lib/client/popups';
import { LAUNCH_APP_PATH } from '@/lib/shell/app-links';
import { reviewPopupAllowed } from '@/lib/shell/shell-popups';

/**
 * The review popup (seed §2, §4): asked for when the person comes back from a chat, outside store review,
 * after at least 10 messages sent on this device, until it is answered.
 */
export function ReviewPopup() {
  const pathname = usePathname();
  const user = useUser().data;
  const request = usePopups((s) => s.request);
  // The page before this one; a page load starts without one.
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const previousPath = previous.current;
    previous.current = pathname;
    if (!user) return;
    const { sentChatCount, reviewAnswered } = useAppSettings.getState();
    if (reviewPopupAllowed({ previousPath, pathname, inReview: inReview(user), sentCount: sentChatCount, answered: reviewAnswered })) request({ kind: 'review' });
  }, [pathname, user, request]);

  return <ReviewDialog />;
}

/** "Rate us" goes to the store through the launch page in the app, and to the feedback form on the web; either answer is final. */
function ReviewDialog() {
  const t = useTranslations('Shell');
  const router = useRouter();
  const active = usePopups((s) => s.active);
  const close = usePopups((s) => s.close);
  const answerReview = useAppSettings((s) => s.answerReview);
  if (active?.kind !== 'review') return null;
  return (
    <Dialog
      open
      title={t('reviewTitle')}
      leftLabel={t('notNow')}
      rightLabel={t('rateUs')}
      onLeft={() => {
        answerReview();
        close();
      }}
      onRight={() => {
        answerReview();
        close();
        if (parseUserAgent(navigator.userAgent).inApp) window.location.assign(LAUNCH_APP_PATH);
        else router.push('/feedback');
      }}
      testId="review-popup"
      icon={
        <span aria-hidden className="grid h-14 w-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-md">
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
            <path d="M12 3.2l2.6 5.3 5.8.85-4.2 4.1 1 5.8L12 16.5l-5.2 2.75 1-5.8-4.2-4.1 5.8-.85L12 3.2z" />
          </svg>
        </span>
      }
    >
      {t('reviewBody')}
    </Dialog>
  );
}
