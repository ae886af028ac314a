'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { chatSocket } from '@/lib/chat';
import { DataType, TopicType } from '@/lib/contracts/chat-codes';
import type { GuideVoice } from '@/lib/contracts/create-guide';
import { MsgType } from '@/lib/contracts/socket-frame';
import { avatarReady, GUIDE_TOPIC_ID, initialGuide, reduceGuide } from '@/lib/create-friend/guide-reducer';

/**
 * The create guide over the chat socket: the conversation's state, and one function per answer the person gives.
 * A reconnect asks the guide again where the draft stands, so nothing said is lost.
 */
export function useGuide(resumeRoleId: number | undefined) {
  const [model, dispatch] = useReducer(reduceGuide, undefined, initialGuide);
  const locale = useLocale();
  const client = useQueryClient();
  // A reconnect resumes the draft the conversation made, which the effect below does not see change.
  const madeRoleId = useRef<number | undefined>(undefined);
  useEffect(() => {
    madeRoleId.current = model.roleId;
  }, [model.roleId]);

  const send = useCallback((dataType: string, data: Record<string, unknown>) => {
    chatSocket().send({ msgType: MsgType.Biz, dataType, topicId: GUIDE_TOPIC_ID, topicType: TopicType.None, sendTimestamp: Date.now(), data: JSON.stringify(data) });
  }, []);

  useEffect(() => {
    const socket = chatSocket();
    const start = () => {
      const roleId = madeRoleId.current ?? resumeRoleId;
      send(DataType.CreateFriend, { ...(roleId ? { roleId } : {}), locale });
    };
    const offFrame = socket.onFrame((frame) => dispatch({ type: 'frame', frame }));
    let opened = false;
    const offStatus = socket.onStatus((status) => {
      // The first open is answered by the start below; a later one is a reconnect: ask where things stand.
      if (status.state === 'open' && opened) start();
      if (status.state === 'open') opened = true;
    });
    // Sent once the socket is asked for: a frame sent before that has no connection to wait in.
    void socket
      .connect()
      .then(start)
      .catch(() => dispatch({ type: 'failed', message: '' }));
    return () => {
      offFrame();
      offStatus();
    };
  }, [send, resumeRoleId, locale]);

  // Finishing waits for the avatar: once it is drawn, finish again.
  const ready = avatarReady(model);
  useEffect(() => {
    if (ready && model.busy === 'avatar' && model.roleId !== undefined) send(DataType.FinishCreate, { roleId: model.roleId });
  }, [ready, model.busy, model.roleId, send]);

  useEffect(() => {
    if (model.done) void client.invalidateQueries();
  }, [model.done, client]);

  const roleId = model.roleId;
  return {
    model,
    describe: (prompt: string) => {
      dispatch({ type: 'said', text: prompt, busy: 'images' });
      send(DataType.ProduceImage, { prompt });
    },
    pickLook: (seed: number, label: string) => {
      dispatch({ type: 'said', text: label, busy: 'saving' });
      send(DataType.ChoiceImage, { prompt: model.prompt, seed });
    },
    name: (name: string) => {
      dispatch({ type: 'said', text: name, busy: 'saving' });
      send(DataType.EnterNickname, { name, prompt: model.prompt, seed: model.seed, ...(roleId ? { roleId } : {}) });
    },
    voice: (choice: { option: GuideVoice } | { voiceId: number }, label: string) => {
      dispatch({ type: 'said', text: label, busy: 'saving' });
      send(DataType.ChoiceVoice, { roleId, ...choice });
    },
    write: (words: string, label: string) => {
      dispatch({ type: 'said', text: label, busy: 'character' });
      send(DataType.ChoiceCharacter, { roleId, locale, ...(words ? { words } : {}) });
    },
    keep: (label: string) => {
      dispatch({ type: 'said', text: label, busy: 'saving' });
      send(DataType.ChoiceCharacter, { roleId, keep: true });
    },
    space: (skyboxId: number | null, label: string) => {
      dispatch({ type: 'said', text: label, busy: 'saving' });
      send(DataType.SetupRoleBackground, { roleId, ...(skyboxId ? { skyboxId } : {}) });
    },
    finish: (label: string) => {
      dispatch({ type: 'said', text: label, busy: 'avatar' });
      send(DataType.FinishCreate, { roleId });
    },
  };
}
