import type { RoleRepository } from '@/server/domains/roles/role-repository';
import type { UserService } from '@/server/domains/users/user-service';
import type { Logger } from '@/server/log';
import type { SpeechService, VoiceReply } from '@/server/providers/tts/speech-service';

/**
 * The voice of a finished reply, for users with autoAudio on (seed §3 userInfo.autoAudio, default on).
 * A voice that cannot be made never holds the reply back: it arrives without one.
 */
export class ReplyVoice {
  constructor(private readonly deps: { speech: SpeechService; users: UserService; roles: RoleRepository; log: Logger }) {}

  async speak(userId: number, roleId: number, text: string, signal: AbortSignal): Promise<VoiceReply | undefined> {
    const [info, role] = await Promise.all([this.deps.users.getUserInfo(userId), this.deps.roles.findById(roleId)]);
    if (!info.autoAudio || !role) return undefined;
    try {
      return await this.deps.speech.speakReply({ role, text, signal });
    } catch (error) {
      this.deps.log.warn('reply voice failed', { userId, roleId, error });
      return undefined;
    }
  }
}
