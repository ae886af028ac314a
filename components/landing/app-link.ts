import { APP_UA_PRODUCT } from '@/lib/bridge/app-version';

/** Seed §1: deep links use the app's custom scheme, named after the product. */
export const APP_SCHEME = APP_UA_PRODUCT.toLowerCase();
/** Seed §1/§9: when the app has not opened within 3 seconds, the page offers the way on. */
export const APP_LAUNCH_FALLBACK_MS = 3000;

/** The deep link that opens the native app on a page; the app reads redirectUrl (seed §1). */
export const appDeepLink = (path: string) => `${APP_SCHEME}://open?${new URLSearchParams({ redirectUrl: path })}`;
