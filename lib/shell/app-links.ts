/**
 * Where the shell sends people who want the native app (seed §1: a page launches the app, and sends to
 * the store when it does not open). Every "get the app" entry goes through that one page, which knows
 * the store for the visitor's platform; the QR code encodes its absolute URL.
 */
export const LAUNCH_APP_PATH = '/launch-app';

export const launchAppPath = (platform?: 'ios' | 'android') => (platform ? `${LAUNCH_APP_PATH}?platform=${platform}` : LAUNCH_APP_PATH);

/** Seed §9: the download QR image is 160 px. */
export const DOWNLOAD_QR_PX = 160;

/** Where the native apps and the community are (KOKO_APP_STORE_URL and the rest); each is offered only when set. */
export interface AppLinks {
  appStore?: string;
  googlePlay?: string;
  apk?: string;
  community?: string;
}

export type StoreName = 'appStore' | 'googlePlay' | 'apk';

/** The stores that are set, the visitor's own platform first (iOS: App Store; Android: Google Play, then the APK). */
export function storesFor(links: AppLinks, platform?: 'ios' | 'android'): { store: StoreName; href: string }[] {
  const order: StoreName[] = platform === 'android' ? ['googlePlay', 'apk', 'appStore'] : ['appStore', 'googlePlay', 'apk'];
  return order.flatMap((store) => (links[store] ? [{ store, href: links[store]! }] : []));
}
