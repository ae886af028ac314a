'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { HeaderIcon } from './header-icons';

/** The popup (its QR code and store links) is fetched the first time it opens. */
const DownloadQrPopup = dynamic(() => import('./download-qr-popup').then((m) => m.DownloadQrPopup), { ssr: false });

/**
 * The PC navigation bar's download entry (seed §2): hovering (or focusing, or clicking) shows the "Scan to
 * download" popup with a 160 px QR code of the download page, and links for the App Store and the APK.
 */
export function DownloadQr() {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
      {open ? <DownloadQrPopup id={popupId} /> : null}
    </div>
  );
}
