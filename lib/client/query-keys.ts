/**
 * react-query keys of the account and wallet, in one place. A plain module (no "use client") so server
 * pages can prefetch under the same keys the client reads.
 */
export const queryKeys = {
  user: ['user'] as const,
  wallet: ['wallet'] as const,
  dailyActions: ['wallet', 'daily'] as const,
  ledger: (page: number) => ['wallet', 'ledger', page] as const,
  persona: ['persona'] as const,
  avatarChoices: ['avatar-choices'] as const,
};
