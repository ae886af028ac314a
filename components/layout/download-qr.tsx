'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { DOWNLOAD_QR_PX, LAUNCH_APP_PATH, launchAppPath } from '@/lib/shell/app-links';
import { HeaderIcon } from './header-icons';

/** The QR image is drawn in the browser (no network) the first time the popup opens. */
async function drawQr(text: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  return QRCode.toDataURL(text, { width: DOWNLOAD_QR_PX, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d1530', light: '#ffffff' } });
}

/**
 * The PC navigation bar's download entry (seed §2): hovering (or focusing, or clicking) shows the "Scan to
 * download" popup with a 160 px QR code of the download page, and links for the App Store and the APK.
 */
export function DownloadQr() {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open || qr) return;
    let live = true;
    drawQr(new URL(LAUNCH_APP_PATH, window.location.origin).toString())
      .then((url) => live && setQr(url))
      // Seed §8: a QR that cannot be drawn is only logged; the links still work.
      .catch((error: unknown) => console.error('download QR', error));
    return () => {
      live = false;
    };
  }, [open, qr]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };

  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && hideSoon()}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold text-ink ring-1 ring-ink/10 transition hover:bg-ink/[0.04]"
      >
        <HeaderIcon name="download" className="h-[18px] w-[18px]" />
        <span className="sr-only lg:not-sr-only">{t('downloadApp')}</span>
      </button>
      {open ? (
        <div id={popupId} role="dialog" aria-label={t('scanToDownload')} data-testid="download-qr" className="absolute right-0 top-full z-40 pt-2">
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
                <HeaderIcon name="apple" className="h-4 w-4" />
                {t('appStore')}
              </Link>
              <Link href={launchAppPath('android')} className="flex h-10 items-center justify-center gap-1.5 rounded-full bg-emerald-700 text-xs font-semibold text-white hover:bg-emerald-800">
                <HeaderIcon name="android" className="h-4 w-4" />
                {t('androidApk')}
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
