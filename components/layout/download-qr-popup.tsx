'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DOWNLOAD_QR_PX, LAUNCH_APP_PATH, launchAppPath } from '@/lib/shell/app-links';
import { LineIcon } from './header-icons';
import { STORE_ICONS } from './store-icons';

/** The QR image is drawn in the browser (no network) when the popup first shows. */
async function drawQr(text: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  return QRCode.toDataURL(text, { width: DOWNLOAD_QR_PX, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d1530', light: '#ffffff' } });
}

/** The image is the same for the whole visit: drawn once, shown again at once. */
let drawn: Promise<string> | undefined;

/** The "Scan to download" popup of the PC navigation bar (download-qr.tsx opens it). */
export function DownloadQrPopup({ id }: { id: string }) {
  const t = useTranslations('Shell');
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    drawn ??= drawQr(new URL(LAUNCH_APP_PATH, window.location.origin).toString());
    drawn
      .then((url) => live && setQr(url))
      // Seed §8: a QR that cannot be drawn is only logged; the links still work.
      .catch((error: unknown) => {
        drawn = undefined;
        console.error('download QR', error);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div id={id} role="dialog" aria-label={t('scanToDownload')} data-testid="download-qr" className="absolute right-0 top-full z-40 pt-2">
      <div className="w-72 rounded-3xl bg-white p-5 text-center shadow-2xl ring-1 ring-ink/10">
        <p className="text-base font-extrabold text-ink">{t('scanToDownload')}</p>
        <div className="mx-auto mt-3 grid place-items-center rounded-2xl bg-white p-2 ring-1 ring-ink/10" style={{ width: DOWNLOAD_QR_PX + 18, height: DOWNLOAD_QR_PX + 18 }}>
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
            <img src={qr} alt={t('qrAlt')} width={DOWNLOAD_QR_PX} height={DOWNLOAD_QR_PX} />
          ) : (
            <span aria-hidden className="h-10 w-10 animate-pulse rounded-xl bg-ink/10" />
          )}
        </div>
        <p className="mt-3 text-xs leading-relaxed text-ink-soft">{t('scanHint')}</p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Link href={launchAppPath('ios')} className="flex h-10 items-center justify-center gap-1.5 rounded-full bg-ink text-xs font-semibold text-white hover:bg-ink/90">
            <LineIcon d={STORE_ICONS.apple} className="h-4 w-4" />
            {t('appStore')}
          </Link>
          <Link href={launchAppPath('android')} className="flex h-10 items-center justify-center gap-1.5 rounded-full bg-emerald-700 text-xs font-semibold text-white hover:bg-emerald-800">
            <LineIcon d={STORE_ICONS.android} className="h-4 w-4" />
            {t('androidApk')}
          </Link>
        </div>
      </div>
    </div>
  );
}
