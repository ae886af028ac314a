import { callOrDefault, INTERACTIVE_CALL_TIMEOUT_MS, type ModuleContext } from './module-call';

/** Native login result (seed §4). */
export const NativeLoginCode = { SUCCESS: 0, CANCEL: -1, FAIL: -2, NOT_SUPPORT: -3 } as const;
export type NativeLoginCode = (typeof NativeLoginCode)[keyof typeof NativeLoginCode];

export type NativeLoginSource = 'google' | 'facebook' | 'apple';

export interface NativeLoginResult {
  code: NativeLoginCode;
  source?: NativeLoginSource;
  /** The provider's token for the server to verify. */
  token?: string;
  message?: string;
}

const NOT_SUPPORTED: NativeLoginResult = { code: NativeLoginCode.NOT_SUPPORT };

export function createLogin(ctx: ModuleContext) {
  const options = { timeoutMs: INTERACTIVE_CALL_TIMEOUT_MS };
  return {
    /** The platform's one-tap sign-in. */
    quickLogin: () => callOrDefault(ctx, 'Login', 'quickLogin', {}, NOT_SUPPORTED, options),
    login: (source: NativeLoginSource) => callOrDefault(ctx, 'Login', 'login', { source }, NOT_SUPPORTED, options),
  };
}
export type LoginModule = ReturnType<typeof createLogin>;
