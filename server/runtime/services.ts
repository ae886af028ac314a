import type { Database } from '@/server/db/client';
import type { Env } from '@/server/env';
import { AdminService } from '@/server/domains/admin/admin-service';
import { CatalogueRepository } from '@/server/domains/catalogue/catalogue-repository';
import { FeedbackService } from '@/server/domains/feedback/feedback-service';
import { CoverService } from '@/server/domains/media/cover-service';
import { RoleRepository } from '@/server/domains/roles/role-repository';
import { RoleService } from '@/server/domains/roles/role-service';
import { TagRepository } from '@/server/domains/tags/tag-repository';
import { TagService } from '@/server/domains/tags/tag-service';
import { createVerifiers } from '@/server/domains/users/identity/verifiers';
import { LoginService } from '@/server/domains/users/login-service';
import { SessionRepository } from '@/server/domains/users/session-repository';
import { UserRepository } from '@/server/domains/users/user-repository';
import { UserService } from '@/server/domains/users/user-service';
import { UserSettingsService } from '@/server/domains/users/user-settings';
import { DailyActionService } from '@/server/domains/wallet/daily-actions';
import { GiftService } from '@/server/domains/wallet/gift-service';
import { WalletService } from '@/server/domains/wallet/wallet-service';
import type { Bus } from '@/server/realtime/bus';
import type { MediaStore } from '@/server/providers/media/media-store';

/** The domain services, wired once per runtime over one database. */
export function createServices(db: Database, media: MediaStore, bus: Bus, env: Pick<Env, 'login' | 'adminEmails' | 'koin'>) {
  const roleRepository = new RoleRepository(db);
  const sessions = new SessionRepository(db);
  const users = new UserService(db, new UserRepository(db), sessions, bus);
  const wallet = new WalletService(db);
  const daily = new DailyActionService(db, wallet, env.koin);
  const verifiers = createVerifiers(env.login);
  return {
    users,
    login: new LoginService({ db, users, sessions, wallet, daily, verifiers, bus, adminEmails: env.adminEmails }),
    loginSources: ['visitor', ...verifiers.supported] as string[],
    settings: new UserSettingsService(db, users),
    wallet,
    daily,
    gifts: new GiftService(db, wallet),
    admin: new AdminService(db, wallet),
    feedback: new FeedbackService(db),
    tags: new TagService(new TagRepository(db)),
    roles: new RoleService(roleRepository),
    catalogue: new CatalogueRepository(db),
    covers: new CoverService(media, roleRepository),
    media,
  };
}

export type Services = ReturnType<typeof createServices>;
