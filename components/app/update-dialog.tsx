'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { usePopups } from '@/lib/client/popups';
import { launchAppPath } from '@/lib/shell/app-links';

/** The Update / Later dialog that version-gates.tsx asks for; Android apps are pointed at the new APK (seed §8). */
export function UpdateDialog() {
  const t = useTranslations('Shell');
  const active = usePopups((s) => s.active);
  const close = usePopups((s) => s.close);
  // Popups are only ever requested in the browser, so the user agent is there when one is open.
  if (active?.kind !== 'appUpdate' && active?.kind !== 'gateUpdate') return null;
  const android = parseUserAgent(navigator.userAgent).platform === 'android';
  return (
    <Dialog
      open
      title={android ? t('updateTitleAndroid') : t('updateTitle')}
      leftLabel={t('later')}
      rightLabel={t('update')}
      onLeft={close}
      onRight={() => {
        close();
        window.location.assign(launchAppPath(android ? 'android' : 'ios'));
      }}
      testId="update-dialog"
      icon={
        <span aria-hidden className="grid h-14 w-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-md">
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 19V6m0 0-5 5m5-5 5 5" />
          </svg>
        </span>
      }
    >
      {android ? t('updateBodyAndroid') : t('updateBody')}
    </Dialog>
  );
}
