import type { Persona, UserInfo, UserSettingInput } from '@/lib/contracts/user';
import { isLocale } from '@/lib/i18n/locales';
import { ApiError, ErrorCode } from '@/server/errors';
import { isAcceptableAvatar } from './avatars';
import type { SessionUser } from './session-user';
import type { UserService } from './user-service';
import type { UserPatch, UserSettingsRepository } from './user-settings-repository';

const invalid = (message: string) => new ApiError(ErrorCode.InvalidParams, message);

/** The persona of a user who has not written one: their name and gender. */
export const defaultPersona = (user: Pick<UserInfo, 'name' | 'gender'>): Persona => ({ name: user.name, gender: user.gender, age: null, description: '' });

/** A user's own settings (seed §7 userSetting), chat persona and push token. */
export class UserSettingsService {
  constructor(
    private readonly repository: UserSettingsRepository,
    private readonly users: UserService,
  ) {}

  async update(caller: SessionUser, input: UserSettingInput): Promise<UserInfo> {
    const current = await this.users.getUserInfo(caller.userId);
    const patch: UserPatch = {};
    if (input.lang !== undefined) {
      if (!isLocale(input.lang)) throw invalid(`lang: must be one of the supported languages (got "${input.lang}")`);
      patch.lang = input.lang;
    }
    if (input.gender !== undefined) patch.gender = input.gender;
    if (input.nickname !== undefined) {
      patch.name = input.nickname;
      patch.nameChosen = true;
    }
    if (input.avatar !== undefined) {
      if (!isAcceptableAvatar(input.avatar, current.avatar)) throw invalid('avatar: choose one of the offered pictures');
      patch.avatar = input.avatar;
    }
    if (input.tagList !== undefined) patch.tagList = [...new Set(input.tagList)];
    if (input.llmConfig !== undefined) patch.llmConfig = parseLlmConfig(input.llmConfig);
    if (input.autoAudio !== undefined) patch.autoAudio = input.autoAudio;
    if (input.openNsfw !== undefined) {
      // Seed §6: adult content needs a signed-in user; turning it off is always allowed.
      if (input.openNsfw && caller.isVisitor) throw new ApiError(ErrorCode.Forbidden, 'Please log in to turn on adult content');
      patch.openNsfw = input.openNsfw;
    }
    if (Object.keys(patch).length > 0) {
      await this.repository.update(caller.userId, patch);
    }
    return this.users.getUserInfo(caller.userId);
  }

  async getPersona(userId: number): Promise<Persona> {
    const stored = await this.repository.persona(userId);
    if (stored) return stored as unknown as Persona;
    return defaultPersona(await this.users.getUserInfo(userId));
  }

  async upsertPersona(userId: number, input: Partial<Persona>): Promise<Persona> {
    const persona: Persona = { ...(await this.getPersona(userId)), ...input };
    if (!persona.name) throw invalid('name: must not be empty');
    const config = persona as unknown as Record<string, unknown>;
    await this.repository.savePersona(userId, config);
    return persona;
  }

  registerPushToken(userId: number, systemType: string, deviceToken: string): Promise<void> {
    return this.repository.savePushToken(userId, systemType, deviceToken);
  }
}

/** llmConfig arrives as a JSON string (the seed's client) or an object; it is stored as an object. */
function parseLlmConfig(value: string | Record<string, unknown>): Record<string, unknown> {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw invalid('llmConfig: must be a JSON object');
}
