import { PASSKEY_CANCELLED } from '@/lib/client/passkeys';

/** What to tell the person when a passkey ceremony failed (its code: the server's, or the browser's cancel). */
export function passkeyErrorMessage(code: number, serverMessage: string, t: (key: string) => string): string {
  switch (code) {
    case PASSKEY_CANCELLED:
      return t('cancelled');
    case -2:
      return t('notRegistered');
    case 409:
      return t('alreadyRegistered');
    case 429:
      return t('tooMany');
    case 403:
      // Refusals name what is wrong (a setup code, a page outside the server's passkey domain).
      return serverMessage.startsWith('setupCode') ? t('setupCodeNeeded') : t('failed');
    default:
      return t('failed');
  }
}
