import type { CharacterLook } from '@/lib/look/look-model';

/**
 * Who makes a generated avatar's 3D character (DESIGN §5): the procedural humanoid, drawn in the browser
 * from the look itself, or a remote service that answers with a VRM file.
 */
export interface AvatarRequest {
  prompt: string;
  /** The look read from the prompt; the cover is painted from it whichever model makes the 3D character. */
  look: CharacterLook;
  seed: number;
  signal: AbortSignal;
}

export type MadeAvatar = { kind: 'procedural' } | { kind: 'vrm'; bytes: Uint8Array };

export interface AvatarModel {
  /** Seed §3 Asset `avatar_model`: 'procedural', or 'vrm' for a remote model's file. */
  readonly name: 'procedural' | 'vrm';
  make(request: AvatarRequest): Promise<MadeAvatar>;
}

export type AvatarModelFailure = 'http' | 'timeout' | 'bad-response' | 'aborted';

export class AvatarModelError extends Error {
  constructor(
    readonly failure: AvatarModelFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AvatarModelError';
  }
}

/** The embedded default: the look is the character; the procedural humanoid is built from it where it is shown. */
export class ProceduralAvatarModel implements AvatarModel {
  readonly name = 'procedural' as const;

  async make(request: AvatarRequest): Promise<MadeAvatar> {
    if (request.signal.aborted) throw new AvatarModelError('aborted', 'the avatar was cancelled');
    return { kind: 'procedural' };
  }
}
