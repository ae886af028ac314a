'use client';

import { create } from 'zustand';
import { CameraShot, RenderLevel, type MotionTypeCode, type VisemeCue } from '@/lib/bridge/engine-commands';
import type { BodyPartCode } from '@/lib/avatar/rig';
import type { AvatarLook } from '@/lib/avatar/look';
import type { SkyboxPalette } from '@/lib/contracts/skybox';
import type { Gaze } from '@/lib/contracts/chat-codes';

/** Who stands in the scene: a role's procedural character, or a VRM file. */
export type SceneAvatar = { kind: 'look'; look: AvatarLook } | { kind: 'vrm'; url: string };

/** A one-shot request the scene acts on once; `seq` tells a repeat of the same value from the last one. */
interface Cue<T> {
  value: T;
  seq: number;
}

export interface SceneState {
  avatar: SceneAvatar | null;
  /** An equirectangular image, or null for the procedural sky. */
  skybox: string | null;
  /** A generated space's light: the stage lights the character in its colours; null keeps the studio light. */
  skyboxLight: SkyboxPalette | null;
  /** Seeds the procedural sky when there is no skybox image. */
  skySeed: string;
  /** The role portrait's backdrop (sunset, neon…): the mood of the procedural sky. */
  backdrop: string | null;
  shot: CameraShot;
  emotion: Cue<number> | null;
  /** Where a reply's segment sends the eyes (the director's gaze cue). */
  gaze: Cue<Gaze> | null;
  motion: Cue<MotionTypeCode> | null;
  speech: Cue<{ audio: HTMLAudioElement; visemes?: VisemeCue[] }> | null;
  /** The level the adaptive monitor settled on this session (≤ the chosen one); null follows the setting. */
  adaptedLevel: RenderLevel | null;
  /** Where a touch on the character goes (the chat page sends it to chat/click). */
  onTouch: ((part: BodyPartCode) => void) | null;
  /** The avatar finished loading and drew a frame. */
  ready: boolean;
  /** The avatar could not be loaded: the stage keeps showing the cover. */
  failed: boolean;
}

let seq = 0;
export const nextSeq = () => ++seq;

export const useSceneStore = create<SceneState>()(() => ({
  avatar: null,
  skybox: null,
  skyboxLight: null,
  skySeed: 'koko',
  backdrop: null,
  shot: CameraShot.Normal,
  emotion: null,
  gaze: null,
  motion: null,
  speech: null,
  adaptedLevel: null,
  onTouch: null,
  ready: false,
  failed: false,
}));

/** Put a role's character and space in the scene (the chat and preview pages). */
export function stageRole(avatar: SceneAvatar, space: { skybox: string | null; skyboxLight?: SkyboxPalette | null; seed: string; backdrop?: string | null }) {
  const now = useSceneStore.getState();
  const same = JSON.stringify(now.avatar) === JSON.stringify(avatar);
  useSceneStore.setState({ avatar, skybox: space.skybox, skyboxLight: space.skyboxLight ?? null, skySeed: space.seed, backdrop: space.backdrop ?? null, ...(same ? {} : { ready: false, failed: false, emotion: null, gaze: null, motion: null, speech: null }) });
}
