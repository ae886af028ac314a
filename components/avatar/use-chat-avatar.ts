'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import { currentReplyVoice } from '@/components/chat/reply-audio';
import type { RoleStage } from '@/lib/contracts/avatar-asset';
import { DataType, emotionCode, MotionType, type Gaze } from '@/lib/contracts/chat-codes';
import type { HistoryMessage } from '@/lib/contracts/chat';
import { CameraShot } from '@/lib/bridge/engine-commands';
import { frameData, type ChatMessage, type FrameData } from '@/lib/chat';
import { actReply, type PlayingVoice } from '@/lib/avatar/act-reply';
import { parseAvatarLook } from '@/lib/avatar/look';
import type { BodyPartCode } from '@/lib/avatar/rig';
import { getAvatarEngine } from './avatar-engine';
import { nextSeq, stageRole, useSceneStore } from './scene-store';
import { toEngineVisemes } from './speech-mouth';

/** How long the words of a touch reply stay over the character. */
const TOUCH_WORDS_MS = 7000;

/** Puts a role's character and space on the stage. */
export function useRoleStage(stage: RoleStage) {
  useEffect(() => {
    const look = parseAvatarLook(stage.look);
    if (stage.vrmUrl) getAvatarEngine().loadModel(stage.vrmUrl);
    else if (look) stageRole({ kind: 'look', look }, { skybox: stage.skybox, skyboxLight: stage.skyboxLight ?? null, seed: stage.seed, backdrop: stage.backdrop });
    if (stage.vrmUrl) useSceneStore.setState({ skySeed: stage.seed, backdrop: stage.backdrop, skybox: stage.skybox, skyboxLight: stage.skyboxLight ?? null });
    getAvatarEngine().setCamera(CameraShot.Normal);
  }, [stage]);
}

/** The reply voice playing now, when it is the one at `url`. */
function playingVoice(url: string | undefined): HTMLAudioElement | undefined {
  const audio = currentReplyVoice();
  return url && audio && audio.src === new URL(url, location.href).href ? audio : undefined;
}

/** How long a reply's voice is (the element's length once known, else the reply's) and how far it has got. */
function voiceTiming(data: FrameData): PlayingVoice | undefined {
  const audio = playingVoice(data.voice);
  const durationMs = audio && (Number.isFinite(audio.duration) ? audio.duration : (data.duration ?? 0)) * 1000;
  return audio && durationMs ? { durationMs, currentMs: audio.currentTime * 1000 } : undefined;
}

/** The engine as a reply acts on it, with the eyes of the browser's character following each segment's gaze. */
function actingStage() {
  const engine = getAvatarEngine();
  return {
    setEmotion: (code: number) => engine.setEmotion(code),
    playMotion: (type: Parameters<typeof engine.playMotion>[0]) => engine.playMotion(type),
    setCamera: (shot: Parameters<typeof engine.setCamera>[0]) => engine.setCamera(shot),
    playTimeline: (timeline: Parameters<typeof engine.playTimeline>[0], audioUrl?: string) => engine.playTimeline(timeline, audioUrl),
    setGaze: (gaze: Gaze) => useSceneStore.setState({ gaze: { value: gaze, seq: nextSeq() } }),
  };
}

/** A new level of the relation: the character is glad, and shows it with a motion of its library. */
export function celebrate() {
  const engine = getAvatarEngine();
  engine.setEmotion(emotionCode('joy'));
  engine.playMotion(MotionType.perform);
}

/**
 * The character in a conversation: each new reply's emotion and motion are acted out, a voiced reply moves
 * the mouth, and a touch on the character goes to chat/click and is answered in words, face and motion.
 */
export function useChatAvatar({ stage, messages, uid, roleName }: { stage: RoleStage; messages: ChatMessage[]; uid: string | undefined; roleName: string }) {
  const t = useTranslations('Avatar');
  useRoleStage(stage);
  const acted = useRef<string | null>(null);
  /** Stops the segments still to come of the reply being acted out, when another one starts. */
  const stopActing = useRef<() => void>(() => undefined);
  const actOut = useCallback((data: FrameData) => {
    stopActing.current();
    stopActing.current = actReply(actingStage(), data, voiceTiming(data));
  }, []);
  useEffect(() => () => stopActing.current(), []);
  const [touchWords, setTouchWords] = useState<string | null>(null);

  const visemesOf = useCallback(
    (url: string) => {
      const message = [...messages].reverse().find((m) => frameData(m).voice === url);
      const cues = message ? frameData(message).visemes : undefined;
      return cues?.length ? toEngineVisemes(cues) : undefined;
    },
    [messages],
  );

  // The newest finished reply that arrived live (history is not acted out again).
  useEffect(() => {
    const reply = [...messages].reverse().find((m) => m.fromUid !== uid && m.dataType === DataType.SingleTalk);
    if (!reply?.msgId || reply.isHistoryMsg || acted.current === reply.msgId) return;
    const data = frameData(reply);
    if (!data.msgFinish) return;
    acted.current = reply.msgId;
    actOut(data);
    if (data.voice && playingVoice(data.voice)) getAvatarEngine().speak(data.voice, visemesOf(data.voice));
  }, [messages, uid, visemesOf, actOut]);

  /** A voice the person asked to hear again (the message's play button): the mouth follows it too. */
  const spoke = useCallback((url: string) => void getAvatarEngine().speak(url, visemesOf(url)), [visemesOf]);

  useEffect(() => {
    if (!uid) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const onTouch = (part: BodyPartCode) => {
      void api<HistoryMessage>(`/chat/click?roleId=${stage.roleId}&bodyPart=${part}`, { method: 'GET' })
        .then((reply) => {
          const data = frameData(reply);
          // The same reaction also arrives over the socket for the transcript: whichever comes first acts it out.
          if (acted.current !== reply.msgId) {
            acted.current = reply.msgId;
            actOut(data);
          }
          setTouchWords(data.content ?? null);
          clearTimeout(hide);
          hide = setTimeout(() => setTouchWords(null), TOUCH_WORDS_MS);
        })
        .catch(() => toast(t('touchFailed', { name: roleName }), { tone: 'warning' }));
    };
    useSceneStore.setState({ onTouch });
    return () => {
      clearTimeout(hide);
      if (useSceneStore.getState().onTouch === onTouch) useSceneStore.setState({ onTouch: null });
    };
  }, [uid, stage.roleId, t, roleName, actOut]);

  return { touchWords, spoke };
}
