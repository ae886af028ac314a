import { callOrDefault, INTERACTIVE_CALL_TIMEOUT_MS, type DefaultCallOptions, type ModuleContext } from './module-call';
import { BridgeError } from './transport';

/** Seed §9: a blob download may take 100 s. */
export const FILE_DOWNLOAD_TIMEOUT_MS = 100_000;

export interface DeviceInfo {
  deviceId?: string;
  brand?: string;
  model?: string;
  system?: string;
  systemVersion?: string;
  appVersion?: string;
  statusBarHeight?: number;
  safeAreaBottom?: number;
}

export type ShareKind = 'image' | 'video' | 'audio' | 'link';
export interface ShareContent {
  type: ShareKind;
  title: string;
  url: string;
}

export interface DownloadRequest {
  url: string;
  fileName?: string;
}
/** Seed §8: code 0 with the saved file's localPath, or -1 'not supported' where the bridge cannot download. */
export type DownloadResult = { code: 0; message?: string; localPath: string } | { code: number; message: string };
export const DOWNLOAD_NOT_SUPPORTED: DownloadResult = { code: -1, message: 'not supported' };

export function createCommon(ctx: ModuleContext) {
  const call = <T>(method: string, args: object, fallback: T, options?: DefaultCallOptions) =>
    callOrDefault(ctx, 'Common', method, args, fallback, options);
  return {
    /** Tells the wrapper the web app is up (it can drop its splash). */
    mounted: () => call<void>('mounted', {}, undefined),
    cleanCache: () => call<void>('cleanCache', {}, undefined),
    /** Whether the wrapper implements a bridge method, e.g. 'EventKit.saveCalendarEvent'. */
    canIUse: (api: string) => call('canIUse', { api }, false),
    getDeviceInfo: () => call<DeviceInfo>('getDeviceInfo', {}, {}),
    /** The wrapper's stored app data (key/value). */
    getAppData: () => call<Record<string, unknown>>('getAppData', {}, {}),
    /** Opens the system share sheet; true when the person shared. */
    share: (content: ShareContent) => call('share', content, false, { timeoutMs: INTERACTIVE_CALL_TIMEOUT_MS }),
    /** The push token to register for this device; rejects outside the app (seed §7). */
    appPushToken: async (): Promise<string> => {
      if (!ctx.transport.available) throw new BridgeError('unavailable', 'Bridge call Common.appPushToken: not inside the app');
      return String(await ctx.transport.call('Common', 'appPushToken'));
    },
    recordingScreen: (action: 'start' | 'stop') => call<void>('recordingScreen', { action }, undefined),
    downloadFile: (request: DownloadRequest) =>
      call('downloadFile', request, DOWNLOAD_NOT_SUPPORTED, { gate: 'fileDownload', timeoutMs: FILE_DOWNLOAD_TIMEOUT_MS }),
  };
}
export type CommonModule = ReturnType<typeof createCommon>;
