import { ApiError, ErrorCode } from '@/server/errors';

/** A card that cannot be read: answered 400 with a message that says what is wrong (and which field). */
export const cardError = (message: string) => new ApiError(ErrorCode.InvalidParams, `file: ${message}`);
