import { ApiError, ErrorCode } from '@/server/errors';

/** The same answer for an unknown email and a wrong password. */
export const wrongCredentials = () => new ApiError(ErrorCode.LoginFailed, 'Email or password is wrong', 401);
export const accountDisabled = () => new ApiError(ErrorCode.Forbidden, 'This account is disabled; ask the owner of this server', 403);
