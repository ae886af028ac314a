import { compareVersions, parseUserAgent, type AppUserAgent, type NativePlatform } from './app-version';

export interface VersionGate {
  /** The first app version that has the feature. */
  readonly min?: string;
  /** The feature applies only to apps older than this. */
  readonly below?: string;
  /** Only these wrappers have the feature. */
  readonly platforms?: readonly NativePlatform[];
  /** An older app may not enter at all, even after choosing Later in the update dialog (seed §5). */
  readonly strict?: boolean;
}

const ANDROID: readonly NativePlatform[] = ['android'];

/**
 * Every native version gate of seed §6 (and §2, §5), in one table. The seed lists most numbers without
 * the feature behind them; where it does not say, the feature named here is this app's choice and is the
 * one the bridge and the engine controller check.
 */
const GATES = {
  /** Common.downloadFile (seed §6, §8). */
  fileDownload: { min: '1.0.7' },
  /** The seed names it only as the "Android-only path". */
  androidOnlyPath: { min: '1.2.3', platforms: ANDROID },
  /** Reading the store channel the APK came from. */
  androidStoreChannel: { min: '1.2.3', platforms: ANDROID },
  /** The update dialog opening that channel's store instead of the APK. */
  androidStoreChannelUpdate: { min: '1.2.5', platforms: ANDROID },

  /** The embedded engine at all: avatar model, emotion and motion commands. */
  engine: { min: '0.9.5' },
  /** Unity.resumeUnity (seed §4: resume only on supported versions), so pausing too. */
  engineResume: { min: '0.9.11' },
  /** Skybox (space background) loading. */
  engineSkybox: { min: '1.0.5' },
  /** Loading from a localPath the native download produced (goes with fileDownload). */
  engineLocalAsset: { min: '1.0.7' },
  /** The engine screenshot command. */
  engineScreenshot: { min: '1.0.8' },
  /** Camera shots (Normal, Specific). */
  engineCamera: { min: '1.1.0' },
  /** Speaking an audio file with mouth shapes. */
  engineSpeak: { min: '1.2.0' },
  /** The render level (seed §4 Graphics: sent on 1.3.0 or later). */
  engineRenderLevel: { min: '1.3.0' },
  /** Streamed speech (audio arriving in parts). */
  engineSpeakStream: { min: '1.4.40' },
  /** A reply's whole director timeline (playTimeline); older engines get its cues one call at a time. */
  engineTimeline: { min: '1.6.0' },

  /** The Permission module. */
  bridgePermission: { min: '0.9.6' },
  /** The speech recognizer. */
  bridgeSpeechRecognizer: { min: '0.9.11' },
  /** The EventKit (calendar) module. */
  bridgeEventKit: { min: '1.0.5' },
  /** Handing the signed-in user's info to the native app. */
  bridgeUserInfo: { min: '1.5.0' },

  /** The /game route (seed §2: entry only from 1.4.42, otherwise navigation is cancelled). */
  game: { min: '1.4.42', strict: true },
  /** The /graphics-setting page. */
  graphicsSetting: { min: '1.3.0' },
  /** Performance creation (seed §2, §5; strict: Later does not let the user in). */
  performanceCreation: { min: '1.4.0', strict: true },
  /** The create-friend flow (seed §2, §5). */
  friendCreation: { min: '1.2.0' },
  /** The Meta (Facebook) login button (seed §2). */
  metaLogin: { min: '0.9.9' },
  /** Apps older than this are asked to update, on both platforms (seed §6). */
  updateCheck: { min: '1.4.0' },
  /** The Android migrate dialog: shown to Android apps below 1.1.1 (seed §2 app shell). */
  androidMigrate: { below: '1.1.1', platforms: ANDROID },
} as const satisfies Record<string, VersionGate>;

export type GateName = keyof typeof GATES;
/** The gates of seed §6 by name. */
export const VERSION_GATES: Readonly<Record<GateName, VersionGate>> = GATES;
export const GATE_NAMES = Object.keys(GATES) as GateName[];

type UserAgentInput = string | AppUserAgent;
const toAppUserAgent = (ua: UserAgentInput) => (typeof ua === 'string' ? parseUserAgent(ua) : ua);

/** Whether the running native app has the feature: false outside the app. */
export function canIUse(gate: GateName, ua: UserAgentInput): boolean {
  const app = toAppUserAgent(ua);
  const rule = VERSION_GATES[gate];
  if (!app.inApp || app.appVersion === null) return false;
  if (rule.platforms && !rule.platforms.some((platform) => platform === app.platform)) return false;
  if (rule.min !== undefined && compareVersions(app.appVersion, rule.min) < 0) return false;
  if (rule.below !== undefined && compareVersions(app.appVersion, rule.below) >= 0) return false;
  return true;
}

/** An entry check (routes, buttons): outside the app it passes (seed §5); inside, the app must canIUse it. */
export function passesGate(gate: GateName, ua: UserAgentInput): boolean {
  return !toAppUserAgent(ua).inApp || canIUse(gate, ua);
}
