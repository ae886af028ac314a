import type { Env } from '../env';
import { createAvatarModel } from '../providers/avatar/create-avatar-model';
import { avatarGenerator } from './avatar-generator';
import { createAnimationGenerator } from '../providers/animation/animation-generator';
import { createRemoteAnimationGenerator } from '../providers/animation/remote-animation-generator';
import { createSpeechModel } from '../providers/tts/create-speech-model';
import { createVoiceGenerator } from '../providers/voice-design/voice-generator';
import { createCoverGenerator } from './cover/cover-generator';
import type { AssetKind, Generator } from './generator';
import { musicGenerator } from './music-generator';
import { createSkyboxGenerator } from './skybox-generator';

/** Builds one kind's generator: the embedded default, or the remote provider when the env names one. */
export type GeneratorFactory = (env: Env) => Generator<unknown>;

/**
 * Every generator the task engine can run, by asset kind. Each kind's module adds its factory here.
 */
export const generatorFactories: Partial<Record<AssetKind, GeneratorFactory>> = {
  avatar: (env) => defineGenerator(avatarGenerator(createAvatarModel(env.avatar))),
  bgm: (env) => defineGenerator(musicGenerator('bgm', env)),
  music: (env) => defineGenerator(musicGenerator('music', env)),
  animation: ({ animation: { baseUrl, apiKey } }) =>
    defineGenerator(baseUrl ? createRemoteAnimationGenerator({ baseUrl, apiKey }) : createAnimationGenerator()),
  voice: (env) => defineGenerator(createVoiceGenerator(createSpeechModel(env.tts))),
  cover: () => defineGenerator(createCoverGenerator()),
  skybox: (env) => defineGenerator(createSkyboxGenerator(env)),
};

/** Keeps a generator's own input type where it is written and erases it in the table. */
export function defineGenerator<Input>(generator: Generator<Input>): Generator<unknown> {
  return generator as Generator<unknown>;
}
