import { ApiFailure } from '@/lib/client/api';

/** The Accounts messages' keys under `errors.` for what a local-account call answered. */
export type AccountErrorKey =
  | 'wrongCredentials'
  | 'disabled'
  | 'unverified'
  | 'tooMany'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordCommon'
  | 'currentPassword'
  | 'emailInvalid'
  | 'nameInvalid'
  | 'setupCode'
  | 'hasOwner'
  | 'notSetUp'
  | 'inviteOnly'
  | 'inviteInvalid'
  | 'inviteOtherEmail'
  | 'badLink'
  | 'taken'
  | 'network'
  | 'later';

/** Which message a failure gets: by its code, and for a refused field by the field the server named. */
export function accountErrorKey(error: unknown): AccountErrorKey {
  if (!(error instanceof ApiFailure)) return 'later';
  const { code, message } = error;
  if (code === -1) return 'network';
  if (code === 429) return 'tooMany';
  if (code === -2) return 'wrongCredentials';
  if (code === 403) {
    if (message.startsWith('setupCode')) return 'setupCode';
    if (message.startsWith('invite')) return 'inviteOnly';
    return /verif|unverified/i.test(message) ? 'unverified' : 'disabled';
  }
  if (code === 409) {
    if (/owner/i.test(message)) return 'hasOwner';
    if (/not set up/i.test(message)) return 'notSetUp';
    return 'taken';
  }
  if (code === 400) {
    if (message.startsWith('password')) return /common/.test(message) ? 'passwordCommon' : /most/.test(message) ? 'passwordLong' : 'passwordShort';
    if (message.startsWith('currentPassword')) return 'currentPassword';
    if (message.startsWith('email: this invitation')) return 'inviteOtherEmail';
    if (message.startsWith('email')) return 'emailInvalid';
    if (message.startsWith('name')) return 'nameInvalid';
    if (message.startsWith('invite')) return 'inviteInvalid';
    if (message.startsWith('token')) return 'badLink';
  }
  return 'later';
}
