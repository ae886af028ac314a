import { ApiError, ErrorCode } from '@/server/errors';

export const LOGIN_SOURCES = ['visitor', 'password', 'google', 'facebook', 'apple', 'passkey', 'passkey-signup'] as const;
export type LoginSource = (typeof LOGIN_SOURCES)[number];
/** Passkeys: an assertion (`passkey`), and the ticket a passkey sign-up hands over (`passkey-signup`). */
export type PasskeySource = 'passkey' | 'passkey-signup';
/** The sign-ins a provider's token proves (visitors bring a device secret, local accounts a password or a passkey). */
export type ProviderSource = Exclude<LoginSource, 'visitor' | 'password' | PasskeySource>;

/** Who a provider says the caller is, after its token was verified. */
export interface Identity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  avatar?: string;
}

export interface IdentityVerifier {
  verify(token: string): Promise<Identity>;
}

/** Provider calls give up after this long; a login never hangs on a slow provider. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export const loginNotSupported = () => new ApiError(ErrorCode.LoginNotSupported, 'Login not supported');
export const tokenNotFound = () => new ApiError(ErrorCode.InvalidParams, 'Token not found');
export const loginFailed = (why: string) => new ApiError(ErrorCode.LoginFailed, `Login failed: ${why}`);
export const providerUnreachable = () => new ApiError(ErrorCode.LoginFailed, 'Login failed. Please try again later.');
