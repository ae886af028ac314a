'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, reportLoginInvalid } from '@/lib/client/api';
import { useAppSettings } from '@/lib/client/app-settings';
import { queryKeys, useUser } from '@/lib/client/session';
import { ContentType, DataType, HISTORY_SCREEN_SIZE, TopicType } from '@/lib/contracts/chat-codes';
import type { HistoryMessage, HistoryPage, HistoryQueryInput } from '@/lib/contracts/chat';
import { MsgType, SocketCloseCode, SocketCode } from '@/lib/contracts/socket-codes';
import { uploadVoice } from '@/lib/chat/voice-upload';
import type { VoiceClip } from '@/lib/chat/voice-recorder';
import { chatSocket, compareMessageIds, frameData, listConversation, saveMessage, saveMessages, SendTracker, Typewriter, type ChatMessage } from '@/lib/chat';

/** A page of the conversation from the server (getHistoryMsg). */
const readHistory = (query: HistoryQueryInput) => api<{ data: HistoryPage }>('/user/getHistoryMsg', { body: query });

/** A failure the chat shows: the koin tip stays until dismissed (seed §8), the rest are toasts. */
export type ChatProblem = { kind: 'koin' } | { kind: 'completion' } | { kind: 'rateLimited' } | { kind: 'kicked' } | { kind: 'ws'; code: number };

export interface ChatState {
  messages: ChatMessage[];
  /** Text shown so far for replies being typed out (seed §4: 40 characters a second). */
  typed: Record<string, string>;
  /** The "AI inputting" placeholder after a send, until the reply starts. */
  waiting: boolean;
  connected: boolean;
  hasOlder: boolean;
  send(content: string): void;
  /** Uploads a recording and sends it as a voice message (content type `v`); throws when the upload fails. */
  sendVoice(clip: VoiceClip): Promise<void>;
  retry(msgId: string): void;
  loadOlder(): Promise<void>;
  rephrase(msgId: string): Promise<void>;
  skipTyping(): void;
}

type StoredMessage = ChatMessage & { msgId: string };
const fromHistory = (m: HistoryMessage): StoredMessage => ({
  ...m,
  msgType: m.msgType === 'HeartBeat' ? 'HeartBeat' : 'Biz',
  conversationId: m.conversationId ?? undefined,
  status: 'success',
  isServerHistory: true,
  isHistoryMsg: true,
});

/** One conversation with a character over the shared chat socket, kept in the local message database. */
export function useChat(roleId: number, onProblem: (problem: ChatProblem) => void, onVoice?: (url: string) => void): ChatState {
  const user = useUser();
  const uid = user.data ? String(user.data.userId) : undefined;
  const queryClient = useQueryClient();
  const topicId = String(roleId);
  const topicType = TopicType.AiSingle;
  const [byId, setById] = useState<Map<string, ChatMessage>>(() => new Map());
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [waiting, setWaiting] = useState(false);
  const [connected, setConnected] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const tracker = useRef<SendTracker | undefined>(undefined);
  const writer = useRef<Typewriter | undefined>(undefined);
  const problem = useRef(onProblem);
  const voice = useRef(onVoice);
  useEffect(() => {
    problem.current = onProblem;
    voice.current = onVoice;
  }, [onProblem, onVoice]);

  const upsert = useCallback((list: ChatMessage[]) => {
    setById((prev) => {
      const next = new Map(prev);
      for (const m of list) if (m.msgId) next.set(m.msgId, { ...next.get(m.msgId), ...m });
      return next;
    });
  }, []);

  const pullLatest = useCallback(async () => {
    if (!uid) return;
    const page = await readHistory({ topicId, topicType, pageSize: HISTORY_SCREEN_SIZE, pageCurrent: 0 });
    const list = page.data.list.map(fromHistory);
    list.forEach((m) => tracker.current?.receive(m));
    upsert(list);
    setWaiting(false);
    void saveMessages(uid, list);
    return page.data;
  }, [uid, topicId, topicType, upsert]);

  // What this device has, at once; then the server's newest page, which also acknowledges it.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void (async () => {
      const local = await listConversation(topicId, topicType, uid, { limit: HISTORY_SCREEN_SIZE });
      if (live) upsert(local.map((r) => ({ ...(r.msg as ChatMessage), isHistoryMsg: true })));
      const latest = await pullLatest().catch(() => undefined);
      if (live && latest) setHasOlder(latest.total > latest.list.length);
    })();
    return () => {
      live = false;
    };
  }, [uid, topicId, topicType, upsert, pullLatest]);

  useEffect(() => {
    if (!uid) return;
    const socket = chatSocket();
    const typewriter = new Typewriter((t) => setTyped((prev) => ({ ...prev, [t.id]: t.text })));
    const sends = new SendTracker({
      transmit: (frame) => socket.send(frame),
      save: (message) => {
        upsert([message]);
        void saveMessage(uid, message);
      },
      pullHistory: () => void pullLatest().catch(() => undefined),
    });
    tracker.current = sends;
    writer.current = typewriter;

    const offFrame = socket.onFrame((frame) => {
      sends.receive(frame);
      if (frame.topicId !== topicId || frame.dataType === DataType.MsgAck || frame.dataType === DataType.GetHistory) return;
      const data = frameData(frame);
      if (frame.code) {
        setWaiting(false);
        // 611 and 401 close the socket right after; the close handler acts on them.
        if (frame.code === SocketCode.KickOut || frame.code === SocketCode.LoginInvalid) return;
        if (frame.code === SocketCode.BalanceNotEnough) problem.current({ kind: 'koin' });
        else if (frame.code === SocketCode.CompletionFailed && data.replyTo) problem.current({ kind: 'completion' });
        else if (frame.code === SocketCode.RateLimited) problem.current({ kind: 'rateLimited' });
        else problem.current({ kind: 'ws', code: frame.code });
        return;
      }
      if (!frame.msgId) return;
      if (data.pending) {
        setWaiting(false);
        upsert([{ ...frame, status: 'success' }]);
        typewriter.write(frame.msgId, String(data.content ?? ''), false);
        return;
      }
      upsert([{ ...frame, status: 'success' }]);
      void saveMessage(uid, { ...frame, status: 'success' } as ChatMessage & { msgId: string });
      // The intro card is information, shown at once; the character's words are typed out.
      if (frame.dataType !== DataType.Intro) typewriter.write(frame.msgId, String(data.content ?? ''), true);
      if (data.msgFinish && data.replyTo) {
        setWaiting(false);
        if (data.voice) voice.current?.(data.voice);
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      }
    });
    const offStatus = socket.onStatus((status) => {
      if (status.state === 'open') {
        setConnected(true);
        socket.send({ msgType: MsgType.Biz, dataType: DataType.EnterChat, topicId, topicType, data: JSON.stringify({ roleId }) });
      } else if (status.state === 'closed' || status.state === 'error') {
        setConnected(false);
        if (status.code === SocketCode.KickOut || status.code === SocketCloseCode.KickOut) problem.current({ kind: 'kicked' });
        else if (status.code === SocketCode.LoginInvalid || status.code === SocketCloseCode.LoginInvalid) reportLoginInvalid('/websocket');
      }
    });
    void socket.connect().catch(() => setConnected(false));
    return () => {
      offFrame();
      offStatus();
      sends.dispose();
      typewriter.clear();
      tracker.current = undefined;
    };
  }, [uid, roleId, topicId, topicType, upsert, pullLatest, queryClient]);

  const send = useCallback(
    (content: string) => {
      if (!uid || !tracker.current) return;
      setWaiting(true);
      tracker.current.send({ msgType: MsgType.Biz, dataType: DataType.SingleTalk, topicId, topicType, fromUid: uid, sendTimestamp: Date.now(), data: JSON.stringify({ roleId, content, contentType: ContentType.Text }) });
      useAppSettings.getState().countSentChat();
    },
    [uid, roleId, topicId, topicType],
  );

  const sendVoice = useCallback(
    async (clip: VoiceClip) => {
      if (!uid || !tracker.current) return;
      const upload = await uploadVoice(clip);
      // The server's transcriber hears better than the browser; the browser's words are the fallback.
      const content = upload.transcript ?? clip.transcript;
      setWaiting(true);
      tracker.current.send({
        msgType: MsgType.Biz,
        dataType: DataType.SingleTalk,
        topicId,
        topicType,
        fromUid: uid,
        sendTimestamp: Date.now(),
        data: JSON.stringify({ roleId, content, contentType: ContentType.Voice, voice: upload.url, duration: upload.durationMs / 1000 }),
      });
    },
    [uid, roleId, topicId, topicType],
  );

  const loadOlder = useCallback(async () => {
    if (!uid) return;
    const oldest = [...byId.keys()].sort(compareMessageIds)[0];
    const local = await listConversation(topicId, topicType, uid, { before: oldest, limit: HISTORY_SCREEN_SIZE });
    if (local.length > 0) upsert(local.map((r) => ({ ...(r.msg as ChatMessage), isHistoryMsg: true })));
    const page = await readHistory({ topicId, topicType, msgId: oldest, pageSize: HISTORY_SCREEN_SIZE, pageCurrent: 0 });
    const list = page.data.list.map(fromHistory);
    upsert(list);
    void saveMessages(uid, list);
    setHasOlder(page.data.list.length === HISTORY_SCREEN_SIZE);
  }, [uid, byId, topicId, topicType, upsert]);

  const rephrase = useCallback(
    async (msgId: string) => {
      setWaiting(true);
      try {
        const stored = await api<HistoryMessage>('/chat/msgRephrase', { body: { msgId } });
        upsert([fromHistory(stored)]);
        writer.current?.write(msgId, String(frameData(stored).content ?? ''), true);
      } finally {
        setWaiting(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      }
    },
    [upsert, queryClient],
  );

  const messages = useMemo(() => [...byId.values()].filter((m) => !m.code).sort((a, b) => compareMessageIds(a.msgId!, b.msgId!)), [byId]);
  return {
    messages,
    typed,
    waiting,
    connected,
    hasOlder,
    send,
    sendVoice,
    retry: (msgId) => tracker.current?.retry(msgId),
    loadOlder,
    rephrase,
    skipTyping: () => writer.current?.skip(),
  };
}

