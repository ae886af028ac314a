import type { Transaction } from '@/server/db/transactions';
import { ApiError, ErrorCode } from '@/server/errors';
import { claimOwnerIfFirst } from '../owner-repository';

/** How a passkey sign-up meets first-run setup: who may sign up on an instance without an owner, and the claim. */
export interface PasskeyOwnerClaim {
  /** Before a sign-up begins: without an owner, only the setup code lets one begin; by invitation, none does. */
  check(setupCode: string | undefined): Promise<void>;
  /** In the sign-up's transaction: the account becomes the owner when there is none yet (with the setup code only). */
  claim(userId: number, setupCode: string | undefined, tx: Transaction): Promise<boolean>;
  /** After the owner's account is committed: the code is spent. */
  claimed(): void;
}

/** The one-time code that claims a fresh instance, as first-run setup keeps it. */
export interface SetupCodeCheck {
  matches(typed: string | undefined): boolean;
  clear(): void;
}

const setupNeeded = () =>
  new ApiError(ErrorCode.Forbidden, 'setupCode: this server has no owner yet; its first account needs the setup code (see the server log or <data dir>/setup-code)', 403);

const byInvitation = () =>
  new ApiError(ErrorCode.Forbidden, 'Sign-up on this server is by invitation: accept the invitation, then add a passkey in settings', 403);

/**
 * First-run setup for passkeys, with the setup code the server prints: the first account claims the instance in the
 * transaction that makes it (of two at once exactly one does), and only with the code; later sign-ups need none,
 * unless sign-up is by invitation (KOKO_SIGNUP=invite), which a passkey alone cannot open.
 */
export function passkeyOwnerClaim(owners: { hasOwner(): Promise<boolean> }, setupCode: SetupCodeCheck, inviteOnly = false): PasskeyOwnerClaim {
  return {
    async check(code) {
      if (!(await owners.hasOwner())) {
        if (!setupCode.matches(code)) throw setupNeeded();
      } else if (inviteOnly) {
        throw byInvitation();
      }
    },
    async claim(userId, code, tx) {
      const first = await claimOwnerIfFirst(userId, tx);
      // The code was checked when the sign-up began, and again here: it may have been spent meanwhile.
      if (first && !setupCode.matches(code)) throw setupNeeded();
      return first;
    },
    claimed() {
      setupCode.clear();
    },
  };
}
