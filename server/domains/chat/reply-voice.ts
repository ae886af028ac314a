import type { RoleRepository } from '@/server/domains/roles/role-repository';
import type { Logger } from '@/server/log';
import type { SpeechService, VoiceReply } from '@/server/providers/tts/speech-service';

/**
 * The voice of a finished reply in its character's voice, for users with autoAudio on (seed §3, default
 * on; the caller decides). A voice that cannot be made never holds the reply back: it arrives without one.
 */
export class ReplyVoice {
  constructor(private readonly deps: { speech: SpeechService; roles: RoleRepository; log: Logger }) {}

  async speak(roleId: number, text: string, signal: AbortSignal): Promise<VoiceReply | undefined> {
    const role = await this.deps.roles.findById(roleId);
    if (!role) return undefined;
    try {
      return await this.deps.speech.speakReply({ role, text, signal });
    } catch (error) {
      this.deps.log.warn('reply voice failed', { roleId, error });
      return undefined;
    }
  }
}
