import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/layout/header-icons';
import { STORE_ICONS } from '@/components/layout/store-icons';
import { storesFor, type AppLinks, type StoreName } from '@/lib/shell/app-links';

const LOOK: Record<StoreName, { icon: keyof typeof STORE_ICONS; label: 'appStore' | 'googlePlay' | 'androidApk'; className: string }> = {
  appStore: { icon: 'apple', label: 'appStore', className: 'bg-ink text-white hover:bg-ink/90' },
  googlePlay: { icon: 'android', label: 'googlePlay', className: 'bg-emerald-700 text-white hover:bg-emerald-800' },
  apk: { icon: 'android', label: 'androidApk', className: 'bg-white text-ink ring-1 ring-black/10 hover:bg-ink/5' },
};

/** The app stores the operator has set (KOKO_APP_STORE_URL, KOKO_GOOGLE_PLAY_URL, KOKO_APK_URL), the visitor's platform first. */
export function StoreLinks({ links, platform, heading }: { links: AppLinks; platform?: 'ios' | 'android'; heading: string }) {
  const t = useTranslations('Shell');
  const stores = storesFor(links, platform);
  if (stores.length === 0) return null;
  return (
    <nav aria-label={heading} className="mt-6 w-full">
      <p className="text-xs font-bold uppercase tracking-wide text-ink-soft">{heading}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {stores.map(({ store, href }) => (
          <li key={store}>
            <a
              href={href}
              rel="noopener noreferrer"
              className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-full text-sm font-semibold transition ${LOOK[store].className}`}
            >
              <LineIcon d={STORE_ICONS[LOOK[store].icon]} className="h-4 w-4" />
              {t(LOOK[store].label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
