'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DataType, type RelationChangeData } from '@/lib/contracts/chat-codes';
import { memoryKey, relationKey } from '@/lib/chat/memory-api';
import { isVisitor, queryKeys, useUser, useWallet } from '@/lib/client/session';
import { logout } from '@/lib/client/session-actions';
import { toast, useLoginPrompt } from '@/lib/client/stores';
import { useAppSettings } from '@/lib/client/app-settings';
import { noteMeaningfulAction } from '@/lib/client/popups';
import type { RoleStage } from '@/lib/contracts/avatar-asset';
import { AvatarStage } from '@/components/avatar/avatar-stage';
import { StageControls } from '@/components/avatar/stage-controls';
import { TouchWords } from '@/components/avatar/touch-words';
import { celebrate, useChatAvatar } from '@/components/avatar/use-chat-avatar';
import { ChatComposer } from './chat-composer';
import { KoinTip } from './koin-tip';
import { MemoryButton, MemorySheet } from './memory-sheet';
import { RelationMeter } from './relation-meter';
import { MessageBubble } from './message-bubble';
import { NamePrompt } from './name-prompt';
import { isOfflineReply, OfflineRepliesNote } from './offline-replies-note';
import { PlotBanner, PlotPicker, PlotsButton } from './plot-panel';
import { RoleText } from './role-text';
import { playReplyVoice, stopReplyVoice } from './reply-audio';
import { ReplyInspirations } from './reply-inspirations';
import { TypingIndicator } from './typing-indicator';
import { useChat } from './use-chat';
import { VoiceAutoAudioTip } from './voice-auto-audio-tip';
import { frameData, type ChatProblem } from '@/lib/chat';
import type { VoiceClip } from '@/lib/chat/voice-recorder';
import { FillImage } from '@/components/ui/fill-image';

export interface ChatRole {
  roleId: number;
  roleName: string;
  roleCover: string | null;
  intro: string;
  tags: string[];
  profileHref: string;
  /** The role's 3D character and space. */
  stage: RoleStage;
}

/** /chat-play/{roleId}: the conversation with one character (seed §4 single chat). */
export function ChatPlay({ role }: { role: ChatRole }) {
  const t = useTranslations('Chat');
  const router = useRouter();
  const queryClient = useQueryClient();
  const user = useUser();
  const wallet = useWallet();
  const showLogin = useLoginPrompt((s) => s.show);
  const [koinTip, setKoinTip] = useState(false);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  /** The list's height when older messages were asked for, to keep the reader's place as they arrive. */
  const heightBeforeOlder = useRef<number | null>(null);

  const onProblem = useCallback(
    (problem: ChatProblem) => {
      if (problem.kind === 'koin') {
        // The server just said the wallet is empty: show it so, whatever the cached balance was.
        queryClient.setQueryData(queryKeys.wallet, { balance: 0 });
        return setKoinTip(true);
      }
      if (problem.kind === 'completion') return toast(t('completionFailed'), { tone: 'error' });
      if (problem.kind === 'rateLimited') return toast(t('rateLimited'), { tone: 'warning' });
      if (problem.kind === 'kicked') {
        toast(t('kicked'), { tone: 'warning', durationMs: 5000 });
        return void logout(queryClient).then(() => router.push(`/login?redirectUrl=${encodeURIComponent(`/chat-play/${role.roleId}`)}`));
      }
      toast(t('wsFailure', { code: problem.code }), { tone: 'error' });
    },
    [t, queryClient, router, role.roleId],
  );
  const audioMute = useAppSettings((s) => s.audioMute);
  const setAudioMute = useAppSettings((s) => s.setAudioMute);
  const onVoice = useCallback((url: string) => {
    if (!useAppSettings.getState().audioMute) playReplyVoice(url);
  }, []);
  const tp = useTranslations('Plots');
  const onPlotEnded = useCallback(
    ({ title, complete }: { title: string; complete: boolean }) => toast(complete ? tp('completed', { title }) : tp('left', { title }), { tone: complete ? 'success' : 'info' }),
    [tp],
  );
  const [picking, setPicking] = useState(false);
  const [remembering, setRemembering] = useState(false);
  const tr = useTranslations('Relation');
  const onRelationChange = useCallback(
    (change: RelationChangeData) => {
      celebrate();
      toast(tr('reached', { name: role.roleName, level: tr(`together.${change.levelKey}` as 'together.friend') }), { tone: 'success', durationMs: 5000 });
      void queryClient.invalidateQueries({ queryKey: relationKey(role.roleId) });
    },
    [tr, role.roleName, role.roleId, queryClient],
  );
  const chat = useChat(role.roleId, onProblem, onVoice, onPlotEnded, onRelationChange);
  const uid = user.data ? String(user.data.userId) : undefined;
  const lastReply = [...chat.messages].reverse().find((m) => m.fromUid !== uid && m.dataType === DataType.SingleTalk);
  const avatar = useChatAvatar({ stage: role.stage, messages: chat.messages, uid, roleName: role.roleName });
  // Each reply may move the relation on and teach the character something: both are read again when next shown.
  useEffect(() => {
    if (!lastReply?.msgId) return;
    void queryClient.invalidateQueries({ queryKey: relationKey(role.roleId) });
    void queryClient.invalidateQueries({ queryKey: memoryKey(role.roleId) });
  }, [lastReply?.msgId, queryClient, role.roleId]);

  // Follow the conversation while the reader is at the bottom; leave them be when they scrolled up.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages, chat.typed, chat.waiting]);

  // Koin that arrive (a refill, a sign-in) retire the tip.
  const showKoinTip = koinTip && !(wallet.data && wallet.data.balance > 0);

  function loadOlder() {
    heightBeforeOlder.current = list.current?.scrollHeight ?? null;
    void chat.loadOlder().catch(() => {
      heightBeforeOlder.current = null;
    });
  }

  /** Seed §6: a guest whose koin has run out is asked to sign in. */
  function guestOutOfKoin() {
    if (!(isVisitor(user.data) && wallet.data && wallet.data.balance <= 0)) return false;
    setKoinTip(true);
    showLogin({ redirectUrl: `/chat-play/${role.roleId}` });
    return true;
  }

  /** Messages sent on this page: a sent message retires the reply ideas on screen. */
  const [sentCount, setSentCount] = useState(0);
  function sent() {
    setSentCount((n) => n + 1);
    noteMeaningfulAction();
  }

  function send(text: string) {
    if (guestOutOfKoin()) return;
    stick.current = true;
    chat.send(text);
    sent();
  }

  async function sendVoice(clip: VoiceClip) {
    if (guestOutOfKoin()) return;
    stick.current = true;
    await chat.sendVoice(clip);
    sent();
  }

  return (
    <div className="relative -mx-4 grid h-[calc(100dvh-3.5rem)] sm:-mx-6 md:mx-0 md:h-[calc(100dvh-5.5rem)] md:grid-cols-[minmax(0,1fr)_minmax(0,440px)] md:gap-6 md:pt-4">
      {/* Phones: the character fills the screen behind the transcript. PC: it stands beside the chat. */}
      <AvatarStage
        cover={role.roleCover}
        coverAlt={t('portraitAlt', { name: role.roleName })}
        phoneLift={0.5}
        className="!absolute inset-0 md:!relative md:inset-auto md:rounded-3xl md:shadow-lg md:ring-1 md:ring-black/5"
      >
        <TouchWords words={avatar.touchWords} roleName={role.roleName} />
        <StageControls className="absolute right-3 top-16 z-10 md:top-3" />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 hidden bg-gradient-to-t from-black/75 via-black/35 to-transparent p-5 pt-20 text-white md:block">
          <h2 className="text-2xl font-black tracking-tight">{role.roleName}</h2>
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-white/90">
            <RoleText text={role.intro} tone="dark" />
          </p>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {role.tags.slice(0, 4).map((tag) => (
              <li key={tag} className="rounded-full bg-white/20 px-2.5 py-0.5 text-[11px] font-semibold backdrop-blur">
                {tag}
              </li>
            ))}
          </ul>
          <Link href={role.profileHref} className="pointer-events-auto mt-4 inline-block rounded-full bg-white/95 px-4 py-2 text-sm font-bold text-ink hover:bg-white">
            {t('viewProfile')}
          </Link>
        </div>
      </AvatarStage>

      <section aria-label={t('conversationWith', { name: role.roleName })} className="pointer-events-none relative flex min-h-0 flex-col overflow-hidden md:pointer-events-auto md:rounded-3xl md:bg-gradient-to-b md:from-brand-50 md:to-[#f3f1fb] md:shadow-lg md:ring-1 md:ring-black/5">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-[62%] bg-gradient-to-t from-white/95 via-white/70 to-transparent md:hidden" />
        <header className="pointer-events-auto relative z-10 flex items-center gap-3 border-b border-white/50 bg-white/70 px-3 py-2.5 backdrop-blur md:border-white/70 md:bg-white/80">
          <Link href="/" aria-label={t('back')} className="grid h-9 w-9 place-items-center rounded-full text-ink hover:bg-ink/5">
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </Link>
          <Link href={role.profileHref} className="flex min-w-0 flex-1 items-center gap-2.5 rounded-xl">
            <span className="relative h-10 w-10 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-2 ring-brand-500/30">
              {role.roleCover ? <FillImage src={role.roleCover} alt="" sizes="40px" className="object-cover object-top" /> : null}
            </span>
            <span className="min-w-0">
              <h1 className="truncate text-base font-extrabold leading-tight text-ink">{role.roleName}</h1>
              <span className={`flex items-center gap-1 text-[12px] ${chat.connected ? 'text-emerald-700' : 'text-ink-soft'}`}>
                <span aria-hidden className={`h-1.5 w-1.5 rounded-full ${chat.connected ? 'bg-emerald-500' : 'bg-ink/30'}`} />
                {chat.connected ? t('online') : t('connecting')}
                {uid ? <RelationMeter roleId={role.roleId} roleName={role.roleName} compact /> : null}
              </span>
            </span>
          </Link>
          {uid ? <MemoryButton onOpen={() => setRemembering(true)} roleName={role.roleName} /> : null}
          <PlotsButton onOpen={() => setPicking(true)} active={chat.plot !== undefined} />
          <button
            type="button"
            onClick={() => {
              if (!audioMute) stopReplyVoice();
              setAudioMute(!audioMute);
            }}
            aria-pressed={audioMute}
            aria-label={t('mute')}
            className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M11 5 6 9H2v6h4l5 4z" />
              {audioMute ? <path d="m23 9-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
            </svg>
          </button>
        </header>
        {chat.plot ? <PlotBanner plot={chat.plot} onExit={chat.exitPlot} /> : null}
        {/* On a phone the character's face is framed in the band under the header: the messages and the prompts below
            them shrink and scroll rather than cover it. */}
        <div aria-hidden className="h-[30%] shrink-0 md:hidden" />

        <ol
          ref={list}
          onScroll={(e) => {
            const el = e.currentTarget;
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
            // Seed §9: older history arrives a page (15) at a time as the reader scrolls up.
            if (el.scrollTop < 40 && chat.hasOlder && heightBeforeOlder.current === null) loadOlder();
          }}
          aria-label={t('messages')}
          className="pointer-events-auto relative z-10 mt-auto flex min-h-0 flex-col gap-3 overflow-y-auto px-3 py-4 [mask-image:linear-gradient(to_bottom,transparent,black_2.5rem)] sm:px-5 md:mt-0 md:max-h-none md:flex-1 md:[mask-image:none]"
        >
          {chat.hasOlder ? (
            <li className="self-center">
              <button type="button" onClick={loadOlder} className="rounded-full bg-white/80 px-3 py-1 text-[12px] font-semibold text-ink-soft shadow-sm hover:text-brand-700">
                {t('loadOlder')}
              </button>
            </li>
          ) : null}
          {chat.messages.map((message) => (
            <MessageBubble
              key={message.msgId}
              message={message}
              mine={message.fromUid === uid}
              typed={chat.typed[message.msgId!]}
              roleName={role.roleName}
              roleCover={role.roleCover}
              canRephrase={message === lastReply && !chat.waiting}
              onRetry={() => chat.retry(message.msgId!)}
              onRephrase={() => void chat.rephrase(message.msgId!).catch(() => toast(t('completionFailed'), { tone: 'error' }))}
              onPlay={(url) => {
                playReplyVoice(url);
                avatar.spoke(url);
              }}
            />
          ))}
          {chat.waiting ? <TypingIndicator roleName={role.roleName} /> : null}
          {isOfflineReply(lastReply) ? (
            <li className="flex justify-center">
              <OfflineRepliesNote />
            </li>
          ) : null}
        </ol>

        <div className="pointer-events-auto relative z-10 flex flex-col gap-2 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 sm:px-5">
          {showKoinTip ? <KoinTip signedIn={!isVisitor(user.data)} onSignIn={() => showLogin({ redirectUrl: `/chat-play/${role.roleId}` })} onClose={() => setKoinTip(false)} /> : null}
          <VoiceAutoAudioTip roleName={role.roleName} voiced={chat.messages.some((m) => m.fromUid !== uid && Boolean(frameData(m).voice))} />
          {chat.askingName ? <NamePrompt roleName={role.roleName} onDone={chat.nameSettled} /> : null}
          <ReplyInspirations roleId={role.roleId} onPick={setDraft} sentCount={sentCount} />
          <ChatComposer roleName={role.roleName} draft={draft} onDraft={setDraft} onSend={send} onSendVoice={sendVoice} disabled={!uid} />
        </div>
      </section>
      <MemorySheet open={remembering} roleId={role.roleId} roleName={role.roleName} onClose={() => setRemembering(false)} />
      <PlotPicker
        open={picking}
        roleId={role.roleId}
        roleName={role.roleName}
        playing={chat.plot?.plot.plotId}
        onClose={() => setPicking(false)}
        onStart={(plotId) => {
          chat.enterPlot(plotId);
          setPicking(false);
        }}
      />
    </div>
  );
}
