/** Seed §8 login messages for a failure code (ours) or a next-auth error name. */
export function loginErrorMessage(error: string, t: (key: string, values?: Record<string, string>) => string): string {
  switch (error) {
    case '-1':
    case 'AccessDenied':
      return t('errors.cancel');
    case '-11':
      return t('errors.cancel');
    case '-3':
      return t('errors.notSupported');
    case 'OAuthSignin':
    case 'OAuthCallback':
    case 'Callback':
    case 'Configuration':
      return t('errors.later');
    default:
      return /^-?\d+$/.test(error) ? t('errors.failedCode', { code: error }) : t('errors.later');
  }
}
