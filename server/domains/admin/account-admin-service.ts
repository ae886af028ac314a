import type { Locale } from '@/lib/i18n/locales';
import type { AccountLink } from '@/lib/contracts/accounts';
import type { LocalAccountService, MadeLink } from '@/server/domains/users/local/local-account-service';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode } from '@/server/errors';
import type { AdminService } from './admin-service';

const toLink = (link: MadeLink): AccountLink => ({ url: link.url, expiresAt: link.expiresAt.toISOString(), mailed: link.mailed });

/**
 * The owners' account tools on the user-management page: invitations, disabling and enabling users, reset links.
 * Only internal admins (level 1, the owner among them) may use them, checked here on every call; each is audited.
 */
export class AccountAdminService {
  constructor(
    private readonly admin: AdminService,
    private readonly accounts: LocalAccountService,
  ) {}

  async invite(caller: SessionUser, email?: string, locale?: Locale): Promise<AccountLink> {
    await this.admin.assertCanManage(caller);
    return toLink(await this.accounts.invite(caller.userId, email, locale));
  }

  async resetLink(caller: SessionUser, userId: number, locale?: Locale): Promise<AccountLink> {
    await this.admin.assertCanManage(caller);
    return toLink(await this.accounts.resetLinkFor(caller.userId, userId, locale));
  }

  async setDisabled(caller: SessionUser, userId: number, disabled: boolean): Promise<void> {
    await this.admin.assertCanManage(caller);
    if (userId === caller.userId && disabled) throw new ApiError(ErrorCode.InvalidParams, 'userId: you cannot disable yourself');
    await this.accounts.setDisabled(caller.userId, userId, disabled);
  }
}
