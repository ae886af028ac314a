'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useUser } from '@/lib/client/session';

const BOOTED_KEY = 'koko.booted';
/** The screen stays at least this long, so it does not flash, and never longer than the cap. */
const MIN_MS = 700;
const MAX_MS = 8000;
const FADE_MS = 400;
const noSubscription = () => () => undefined;

/** The screen's own motion: two drifting colour orbs, a breathing logo and a running bar; still for reduced motion. */
const BOOT_CSS = `
.koko-boot{background:radial-gradient(120% 80% at 50% 0%,#d946b4 0%,#8f2175 45%,#1d1530 100%)}
.koko-boot-orb{position:absolute;width:60vmax;height:60vmax;border-radius:9999px;filter:blur(60px);opacity:.45}
.koko-boot-orb-a{background:#6366f1;top:-25vmax;left:-20vmax;animation:koko-boot-drift 7s ease-in-out infinite alternate}
.koko-boot-orb-b{background:#f472b6;bottom:-30vmax;right:-20vmax;animation:koko-boot-drift 9s ease-in-out infinite alternate-reverse}
.koko-boot-logo{animation:koko-boot-breathe 1.8s ease-in-out infinite}
.koko-boot-bar>span{animation:koko-boot-run 1.2s cubic-bezier(.4,0,.2,1) infinite}
@keyframes koko-boot-drift{to{transform:translate(12vmax,10vmax)}}
@keyframes koko-boot-breathe{50%{transform:scale(1.06)}}
@keyframes koko-boot-run{from{transform:translateX(-100%)}to{transform:translateX(300%)}}
@media (prefers-reduced-motion:reduce){.koko-boot *{animation:none!important}}
`;

/**
 * The full-screen loading screen of seed §2 ("Everyone's 3D Playground"), shown inside the native app on
 * its first load while the session comes up. The shell renders it only for the app's user agent, so web
 * pages (and search engines) get their content at once, without its code.
 */
export function BootScreen() {
  const t = useTranslations('Common');
  const shell = useTranslations('Shell');
  const user = useUser();
  // Rendered by the server on every app load; a reload within the same app session skips it.
  const booted = useSyncExternalStore(noSubscription, () => Boolean(sessionStorage.getItem(BOOTED_KEY)), () => false);
  const [minElapsed, setMinElapsed] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [gone, setGone] = useState(false);
  const showing = !booted && !gone;
  const leaving = showing && ((minElapsed && (user.isSuccess || user.isError)) || timedOut);

  useEffect(() => {
    if (!showing) return;
    const min = setTimeout(() => setMinElapsed(true), MIN_MS);
    const max = setTimeout(() => setTimedOut(true), MAX_MS);
    return () => {
      clearTimeout(min);
      clearTimeout(max);
    };
  }, [showing]);

  useEffect(() => {
    if (!leaving) return;
    sessionStorage.setItem(BOOTED_KEY, '1');
    const done = setTimeout(() => setGone(true), FADE_MS);
    return () => clearTimeout(done);
  }, [leaving]);

  if (!showing) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="boot-screen"
      className={`koko-boot fixed inset-0 z-[80] flex flex-col items-center justify-center overflow-hidden text-white transition-opacity duration-[400ms] ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      <style>{BOOT_CSS}</style>
      <div aria-hidden className="koko-boot-orb koko-boot-orb-a" />
      <div aria-hidden className="koko-boot-orb koko-boot-orb-b" />
      <span aria-hidden className="koko-boot-logo grid h-20 w-20 place-items-center rounded-[1.75rem] bg-white/15 text-4xl font-black shadow-2xl ring-1 ring-white/30 backdrop-blur">
        K
      </span>
      <p className="mt-6 text-3xl font-black tracking-tight">{t('appName')}</p>
      <p className="mt-2 text-base font-semibold text-white/85">{t('tagline')}</p>
      <span className="koko-boot-bar mt-10 h-1 w-40 overflow-hidden rounded-full bg-white/20">
        <span className="block h-full w-1/3 rounded-full bg-white" />
      </span>
      <span className="sr-only">{shell('loading')}</span>
    </div>
  );
}
