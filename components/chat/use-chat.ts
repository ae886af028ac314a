'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, reportLoginInvalid } from '@/lib/client/api';
import { useAppSettings } from '@/lib/client/app-settings';
import { queryKeys, useUser } from '@/lib/client/session';
import { ContentType, DataType, HISTORY_SCREEN_SIZE, TopicType, type RelationChangeData } from '@/lib/contracts/chat-codes';
import type { HistoryMessage, HistoryPage, HistoryQueryInput } from '@/lib/contracts/chat';
import type { PlotProgress } from '@/lib/contracts/role-plot-rules';
import { MsgType } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { nextMessageId } from '@/lib/chat/message-id';
import { uploadVoice } from '@/lib/chat/voice-upload';
import type { VoiceClip } from '@/lib/chat/voice-recorder';
import {
  chatSocket,
  fromHistory,
  initialChat,
  listConversation,
  oldestMessageId,
  reduceChat,
  saveMessages,
  SendTracker,
  Typewriter,
  visibleMessages,
  type ChatAction,
  type ChatMessage,
  type ChatProblem,
} from '@/lib/chat';

/** A page of the conversation from the server (getHistoryMsg). */
const readHistory = (query: HistoryQueryInput) => api<{ data: HistoryPage }>('/user/getHistoryMsg', { body: query });

export interface ChatState {
  messages: ChatMessage[];
  /** Text shown so far for replies being typed out (seed §4: 40 characters a second). */
  typed: Record<string, string>;
  /** The "AI inputting" placeholder after a send, until the reply starts. */
  waiting: boolean;
  connected: boolean;
  hasOlder: boolean;
  /** The character asked what to call the user, until `nameSettled`. */
  askingName: boolean;
  /** The user gave their name (saved) or skipped the question. */
  nameSettled(): void;
  send(content: string): void;
  /** Uploads a recording and sends it as a voice message (content type `v`); throws when the upload fails. */
  sendVoice(clip: VoiceClip): Promise<void>;
  retry(msgId: string): void;
  loadOlder(): Promise<void>;
  rephrase(msgId: string): Promise<void>;
  skipTyping(): void;
  /** The plot being played, with its round counter; undefined in plain chat. */
  plot: PlotProgress | undefined;
  /** Starts one of the role's plots (EnterPlot). */
  enterPlot(plotId: number): void;
  /** Leaves the plot being played (ExitPlot). */
  exitPlot(): void;
}


/** One conversation with a character over the shared chat socket, kept in the local message database. */
export function useChat(roleId: number, onProblem: (problem: ChatProblem) => void, onVoice?: (url: string) => void, onPlotEnded?: (ended: { title: string; complete: boolean }) => void, onRelationChange?: (change: RelationChangeData) => void): ChatState {
  const user = useUser();
  const uid = user.data ? String(user.data.userId) : undefined;
  const queryClient = useQueryClient();
  const topicId = String(roleId);
  const topicType = TopicType.AiSingle;
  const [model, setModel] = useState(() => initialChat(roleId, topicId, topicType));
  /** The model the next action starts from: actions arrive between renders. */
  const latest = useRef(model);
  const tracker = useRef<SendTracker | undefined>(undefined);
  const writer = useRef<Typewriter | undefined>(undefined);
  const transmit = useRef<((frame: SocketFrame) => void) | undefined>(undefined);
  const problem = useRef(onProblem);
  const voice = useRef(onVoice);
  const plotEnded = useRef(onPlotEnded);
  const relationChanged = useRef(onRelationChange);
  useEffect(() => {
    problem.current = onProblem;
    voice.current = onVoice;
    plotEnded.current = onPlotEnded;
    relationChanged.current = onRelationChange;
  }, [onProblem, onVoice, onPlotEnded, onRelationChange]);

  /** Runs an action through the chat's reducer, then carries out what it asks. */
  const dispatch = useCallback(
    (action: ChatAction) => {
      const { model: next, effects } = reduceChat(latest.current, action);
      latest.current = next;
      setModel(next);
      for (const effect of effects) {
        if (effect.kind === 'save') {
          if (uid) void saveMessages(uid, effect.messages);
        } else if (effect.kind === 'type') writer.current?.write(effect.msgId, effect.text, effect.final);
        else if (effect.kind === 'problem') problem.current(effect.problem);
        else if (effect.kind === 'voice') voice.current?.(effect.url);
        else if (effect.kind === 'walletChanged') void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
        else if (effect.kind === 'transmit') transmit.current?.(effect.frame);
        else if (effect.kind === 'loginInvalid') reportLoginInvalid('/websocket');
        else if (effect.kind === 'plotEnded') plotEnded.current?.({ title: effect.title, complete: effect.complete });
        else if (effect.kind === 'relationChanged') relationChanged.current?.(effect.change);
      }
    },
    [uid, queryClient],
  );

  const pullLatest = useCallback(async () => {
    if (!uid) return;
    const page = await readHistory({ topicId, topicType, pageSize: HISTORY_SCREEN_SIZE, pageCurrent: 0 });
    page.data.list.forEach((m) => tracker.current?.receive(fromHistory(m)));
    return page.data;
  }, [uid, topicId, topicType]);

  // What this device has, at once; then the server's newest page, which also acknowledges it.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void (async () => {
      const local = await listConversation(topicId, topicType, uid, { limit: HISTORY_SCREEN_SIZE });
      if (live) dispatch({ type: 'localLoaded', messages: local.map((r) => r.msg as ChatMessage) });
      const page = await pullLatest().catch(() => undefined);
      if (page) dispatch({ type: 'latestPulled', list: page.list, total: live ? page.total : undefined });
    })();
    return () => {
      live = false;
    };
  }, [uid, topicId, topicType, dispatch, pullLatest]);

  useEffect(() => {
    if (!uid) return;
    dispatch({ type: 'opened', roleId, topicId, topicType });
    const socket = chatSocket();
    const typewriter = new Typewriter((t) => dispatch({ type: 'typed', msgId: t.id, text: t.text }));
    const sends = new SendTracker({
      transmit: (frame) => socket.send(frame),
      save: (message) => dispatch({ type: 'tracked', message }),
      pullHistory: () =>
        void pullLatest()
          .then((page) => page && dispatch({ type: 'latestPulled', list: page.list }))
          .catch(() => undefined),
    });
    tracker.current = sends;
    writer.current = typewriter;
    transmit.current = (frame) => socket.send(frame);

    const offFrame = socket.onFrame((frame) => {
      sends.receive(frame);
      dispatch({ type: 'frame', frame });
    });
    const offStatus = socket.onStatus((status) => dispatch({ type: 'socketStatus', status }));
    void socket.connect().catch(() => dispatch({ type: 'connectFailed' }));
    return () => {
      offFrame();
      offStatus();
      sends.dispose();
      typewriter.clear();
      tracker.current = undefined;
      transmit.current = undefined;
    };
  }, [uid, roleId, topicId, topicType, dispatch, pullLatest]);

  const send = useCallback(
    (content: string) => {
      if (!uid || !tracker.current) return;
      dispatch({ type: 'awaitingReply' });
      const plot = latest.current.plot?.plot;
      tracker.current.send({ msgType: MsgType.Biz, dataType: DataType.SingleTalk, topicId, topicType, fromUid: uid, sendTimestamp: Date.now(), data: JSON.stringify({ roleId, content, contentType: ContentType.Text, ...(plot ? { plot } : {}) }) });
      useAppSettings.getState().countSentChat();
    },
    [uid, roleId, topicId, topicType, dispatch],
  );

  const sendVoice = useCallback(
    async (clip: VoiceClip) => {
      if (!uid || !tracker.current) return;
      const upload = await uploadVoice(clip);
      // The server's transcriber hears better than the browser; the browser's words are the fallback.
      const content = upload.transcript ?? clip.transcript;
      dispatch({ type: 'awaitingReply' });
      tracker.current.send({
        msgType: MsgType.Biz,
        dataType: DataType.SingleTalk,
        topicId,
        topicType,
        fromUid: uid,
        sendTimestamp: Date.now(),
        data: JSON.stringify({ roleId, content, contentType: ContentType.Voice, voice: upload.url, duration: upload.durationMs / 1000, ...(latest.current.plot ? { plot: latest.current.plot.plot } : {}) }),
      });
    },
    [uid, roleId, topicId, topicType, dispatch],
  );

  const loadOlder = useCallback(async () => {
    if (!uid) return;
    const oldest = oldestMessageId(latest.current);
    const local = await listConversation(topicId, topicType, uid, { before: oldest, limit: HISTORY_SCREEN_SIZE });
    if (local.length > 0) dispatch({ type: 'localLoaded', messages: local.map((r) => r.msg as ChatMessage) });
    const page = await readHistory({ topicId, topicType, msgId: oldest, pageSize: HISTORY_SCREEN_SIZE, pageCurrent: 0 });
    dispatch({ type: 'olderPulled', list: page.data.list, pageSize: HISTORY_SCREEN_SIZE });
  }, [uid, topicId, topicType, dispatch]);

  const rephrase = useCallback(
    async (msgId: string) => {
      dispatch({ type: 'awaitingReply' });
      try {
        const stored = await api<HistoryMessage>('/chat/msgRephrase', { body: { msgId } });
        dispatch({ type: 'rephrased', msgId, message: stored });
      } finally {
        dispatch({ type: 'rephraseSettled' });
      }
    },
    [dispatch],
  );

  const enterPlot = useCallback(
    (plotId: number) => transmit.current?.({ msgType: MsgType.Biz, dataType: DataType.EnterPlot, msgId: nextMessageId(), topicId, topicType, data: JSON.stringify({ roleId, plotId }) }),
    [roleId, topicId, topicType],
  );
  const exitPlot = useCallback(() => {
    const plotId = latest.current.plot?.plot.plotId;
    transmit.current?.({ msgType: MsgType.Biz, dataType: DataType.ExitPlot, msgId: nextMessageId(), topicId, topicType, data: JSON.stringify({ roleId, ...(plotId ? { plotId } : {}) }) });
  }, [roleId, topicId, topicType]);

  const messages = useMemo(() => visibleMessages(model.byId), [model.byId]);
  return {
    messages,
    typed: model.typed,
    waiting: model.waiting,
    connected: model.connected,
    hasOlder: model.hasOlder,
    askingName: model.askingName,
    nameSettled: () => dispatch({ type: 'nameSettled' }),
    send,
    sendVoice,
    retry: (msgId) => tracker.current?.retry(msgId),
    loadOlder,
    rephrase,
    skipTyping: () => writer.current?.skip(),
    plot: model.plot,
    enterPlot,
    exitPlot,
  };
}
