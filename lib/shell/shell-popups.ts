import { compareVersions } from '@/lib/bridge/app-version';

/**
 * Seed §4 "Popup scheduling": when the anime and review popups are asked for. Pure: the shell passes the
 * facts (layout, review mode, app version, the sent-message count, the pages) and requests the popup from
 * the scheduler in lib/client/stores.ts, which adds the frequency (anime daily, review once) and the turn.
 */

/**
 * The oldest native app that shows the anime popup: older wrappers cannot open the anime activity page
 * from a web popup. Browsers have no app version and are not held back.
 */
export const ANIME_POPUP_MIN_APP_VERSION = '1.4.0';

/** Seed §4: the anime popup becomes visible 2000 ms after the first screen asks for it. */
export const ANIME_POPUP_DELAY_MS = 2000;

/** Where the anime popup leads: the activity page on its "My Type" tab. */
export const ANIME_POPUP_HREF = '/anime-activity?back=routeBack&tabName=My%20Type';

/** Seed §4: the review popup needs at least this many chat messages sent on this device. */
export const REVIEW_POPUP_MIN_SENT = 10;

const HOME_FEED_PATHS: readonly string[] = ['/', '/discover', '/foryou'];

/** The home feed (discover or for-you): the first screen the anime popup belongs to. */
export const isHomeFeedPath = (pathname: string | null | undefined): boolean => pathname != null && HOME_FEED_PATHS.includes(pathname);

/** A chat with a character (`/chat-play` and `/chat-play/<roleId>`). */
export const isChatPath = (pathname: string | null | undefined): boolean => pathname === '/chat-play' || (pathname?.startsWith('/chat-play/') ?? false);

/** Whether the native app is recent enough for the anime popup; outside the app (no version) it is. */
export const appVersionAllowsAnime = (appVersion: string | null): boolean => appVersion === null || compareVersions(appVersion, ANIME_POPUP_MIN_APP_VERSION) >= 0;

export interface AnimePopupFacts {
  /** The page loaded on this path (the first screen), and the person is still on the home feed. */
  firstScreen: boolean;
  /** PC layout: the popup is for phones. */
  isPc: boolean;
  /** The app is a version under store review (userInfo inCheck). */
  inReview: boolean;
  /** The native app's version, null in a browser. */
  appVersion: string | null;
}

/** Seed §4 anime popup: first screen only, not on PC, app version recent enough, not in review. */
export const animePopupAllowed = (facts: AnimePopupFacts): boolean => facts.firstScreen && !facts.isPc && !facts.inReview && appVersionAllowsAnime(facts.appVersion);

export interface ReviewPopupFacts {
  /** The page the person was on before this one; null on the first page of a load. */
  previousPath: string | null;
  pathname: string;
  inReview: boolean;
  /** Chat messages sent on this device, ever. */
  sentCount: number;
  /** The review popup was answered (rated or "not now"): it never comes back. */
  answered: boolean;
}

/** Seed §4 review popup: back from a chat, not in review, at least 10 messages sent, never reviewed. */
export const reviewPopupAllowed = (facts: ReviewPopupFacts): boolean =>
  isChatPath(facts.previousPath) && !isChatPath(facts.pathname) && !facts.inReview && facts.sentCount >= REVIEW_POPUP_MIN_SENT && !facts.answered;
