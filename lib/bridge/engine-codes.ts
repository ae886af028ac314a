/** Engine result codes (seed §8). */
export const EngineCode = {
  Ok: 0,
  AppVersionTooLow: -2,
  /** The load address is empty: neither url nor localPath (seed §5). */
  ParamError: -3,
  NativeDownloadError: -4,
  ActiveInterrupt: -5,
} as const;
export type EngineErrorCode = Exclude<(typeof EngineCode)[keyof typeof EngineCode], 0>;

/** The English text of each engine code; the UI translates them. */
export const ENGINE_MESSAGES: Record<EngineErrorCode, string> = {
  [EngineCode.AppVersionTooLow]: 'Your app version is too low for this. Please update the app.',
  [EngineCode.ParamError]: 'The load address is empty.',
  [EngineCode.NativeDownloadError]: 'The download failed.',
  [EngineCode.ActiveInterrupt]: 'Loading was interrupted.',
};

/** Seed §8 XR messages. */
export const XR_MESSAGES = {
  unsupported: "Your device doesn't support the mode",
  modelLoading: 'The model is loading.',
} as const;
export type XrMessage = (typeof XR_MESSAGES)[keyof typeof XR_MESSAGES];

export type EngineResult = { code: 0 } | { code: number; message: string };

export const ENGINE_OK: EngineResult = { code: EngineCode.Ok };

export function engineFailure(code: number): { code: number; message: string } {
  return { code, message: ENGINE_MESSAGES[code as EngineErrorCode] ?? `Engine error ${code}` };
}

/** Something the engine reported that the UI may show (a failed load, XR refused). */
export interface EngineNotice {
  cmd: string;
  code?: number;
  message: string;
}
