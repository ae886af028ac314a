'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FillImage } from '@/components/ui/fill-image';
import { TextField } from '@/components/ui/text-field';
import { AVATAR_PROMPT_MAX } from '@/lib/contracts/avatar-generation';
import { hasLatinLetter, ROLE_NAME_MAX } from '@/lib/contracts/role-create-rules';
import { fillPlaceholders } from '@/lib/contracts/role-rules';
import { createFriendHref } from '@/lib/create-friend/steps';
import type { useGuide } from './use-guide';

type Guide = ReturnType<typeof useGuide>;

const card = 'rounded-3xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-5';
const primary = 'h-11 rounded-full bg-brand-600 px-6 font-bold text-white shadow-sm transition hover:bg-brand-700 disabled:opacity-60';
const secondary = 'h-11 rounded-full bg-white px-5 font-bold text-ink ring-1 ring-ink/15 transition hover:bg-brand-50 disabled:opacity-60';

/** What the person can answer now: the controls of the guide's current question. */
export function GuidePanel({ guide }: { guide: Guide }) {
  const { model } = guide;
  const t = useTranslations('CreateFriend.guide');
  if (model.busy === 'images') return <Working text={t('drawingLooks')} />;
  if (model.busy === 'character') return <Working text={t('writing', { name: model.name ?? '' })} />;
  if (model.busy === 'saving') return <Working text={t('saving')} />;
  switch (model.step) {
    case 'look':
      return <LookPanel guide={guide} />;
    case 'name':
      return <NamePanel guide={guide} />;
    case 'voice':
      return <VoicePanel guide={guide} />;
    case 'character':
      return <CharacterPanel guide={guide} />;
    case 'space':
      return <SpacePanel guide={guide} />;
    case 'finish':
      return model.busy === 'avatar' ? <Working text={t('avatarDrawing', { name: model.name ?? '' })} /> : <FinishPanel guide={guide} />;
    case 'done':
      return <DonePanel guide={guide} />;
    default:
      return null;
  }
}

function Working({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-3xl bg-white/70 px-5 py-4 font-semibold text-ink-soft ring-1 ring-black/5">
      <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      {text}
    </p>
  );
}

function LookPanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const { model } = guide;
  const [prompt, setPrompt] = useState('');
  const [tried, setTried] = useState(false);
  const problem = prompt.trim() ? undefined : t('lookEmpty');
  const draw = (words = prompt) => {
    setTried(true);
    if (words.trim()) guide.describe(words.trim());
  };
  return (
    <div className="grid gap-4">
      {model.images && model.images.length > 0 ? (
        <ul role="list" aria-label={t('looks')} className="grid grid-cols-3 gap-2.5 sm:gap-3" data-testid="guide-looks">
          {model.images.map((option, i) => {
            const label = t('lookNumber', { number: i + 1 });
            return (
              <li key={option.seed}>
                <button type="button" onClick={() => guide.pickLook(option.seed, label)} className="group block w-full overflow-hidden rounded-2xl bg-brand-50 text-left shadow-sm ring-1 ring-black/5 transition hover:ring-2 hover:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600">
                  <span className="relative block aspect-[3/4]">
                    <FillImage src={option.image} alt={t('lookAlt', { number: i + 1, words: option.understood.join(', ') || model.prompt || '' })} className="object-cover transition group-hover:scale-[1.02]" />
                  </span>
                  <span className="block px-2 py-1.5 text-center text-sm font-bold text-ink">{t('pickThis')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form
        className={`${card} grid gap-3`}
        onSubmit={(e) => {
          e.preventDefault();
          draw();
        }}
      >
        <TextField label={t('lookLabel')} value={prompt} onChange={setPrompt} multiline rows={2} maxLength={AVATAR_PROMPT_MAX} placeholder={t('lookPlaceholder')} error={tried ? problem : undefined} onEnter={() => draw()} testId="guide-look" />
        {model.inspirations.length > 0 ? (
          <div>
            <p className="mb-2 text-xs font-bold uppercase tracking-wide text-ink-soft">{t('inspirations')}</p>
            <ul className="flex flex-wrap gap-2">
              {model.inspirations.map((inspiration) => (
                <li key={inspiration.id}>
                  <button type="button" onClick={() => setPrompt(inspiration.prompt)} className="rounded-full bg-brand-50 px-3 py-1.5 text-left text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100">
                    {inspiration.prompt}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <button type="submit" className={primary} data-testid="guide-draw">
          {model.images?.length ? t('drawAgain') : t('draw')}
        </button>
      </form>
    </div>
  );
}

function NamePanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const tf = useTranslations('CreateFriend');
  const [name, setName] = useState(guide.model.name ?? '');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed ? tf('nameEmpty') : trimmed.length > ROLE_NAME_MAX ? tf('nameTooLong', { max: ROLE_NAME_MAX }) : !hasLatinLetter(trimmed) ? tf('nameLatin') : undefined;
  const submit = () => {
    setTried(true);
    if (!problem) guide.name(trimmed);
  };
  return (
    <form
      className={`${card} grid gap-3`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField label={tf('fields.roleName')} value={name} onChange={setName} maxLength={ROLE_NAME_MAX} showCounter hint={tf('nameHint')} error={tried ? problem : undefined} autoComplete="off" testId="guide-name" />
      <button type="submit" className={primary} data-testid="guide-name-go">
        {t('nameGo')}
      </button>
    </form>
  );
}

function VoicePanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const voices = guide.model.voices ?? [];
  return (
    <ul role="list" aria-label={t('voices')} className="grid gap-2.5" data-testid="guide-voices">
      {voices.map((voice) => {
        const label = voice.kind === 'design' ? t(`voice.${voice.key}`) : voice.name;
        return (
          <li key={voice.kind === 'design' ? voice.key : voice.voiceId} className={`${card} flex flex-wrap items-center gap-3`}>
            <p className="min-w-32 flex-1 font-bold text-ink">
              {label}
              {voice.kind === 'design' ? <span className="block text-sm font-normal text-ink-soft">{t(`voice.${voice.key}Hint`)}</span> : <span className="block text-sm font-normal text-ink-soft">{t('voice.own')}</span>}
            </p>
            {voice.sampleUrl ? <audio controls preload="none" src={voice.sampleUrl} aria-label={t('listenTo', { voice: label })} className="h-9 w-full sm:w-56" /> : null}
            <button type="button" className={primary} onClick={() => guide.voice(voice.kind === 'design' ? { option: voice.option } : { voiceId: voice.voiceId }, label)}>
              {t('useVoice')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CharacterPanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const locale = useLocale();
  const { character, name = '' } = guide.model;
  // As chat will say it: the character by name, the person spoken to.
  const shown = (text: string) => fillPlaceholders(text, { user: undefined, char: name, locale });
  const [words, setWords] = useState('');
  const write = () => guide.write(words.trim(), words.trim() || t('surprise'));
  return (
    <div className="grid gap-4">
      {character ? (
        <article className={`${card} grid gap-3`} data-testid="guide-character">
          <p className="text-ink">{shown(character.intro)}</p>
          <blockquote className="rounded-2xl bg-brand-50 px-4 py-3 italic text-brand-900">“{shown(character.greeting)}”</blockquote>
          <details>
            <summary className="cursor-pointer text-sm font-bold text-ink-soft">{t('personality')}</summary>
            <p className="mt-2 whitespace-pre-line text-sm text-ink">{shown(character.personality)}</p>
          </details>
          {character.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('tags')}>
              {character.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-ink/5 px-2.5 py-1 text-xs font-bold text-ink-soft">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className={primary} onClick={() => guide.keep(t('keepSaid', { name }))} data-testid="guide-keep">
            {t('keep', { name })}
          </button>
        </article>
      ) : null}
      <form
        className={`${card} grid gap-3`}
        onSubmit={(e) => {
          e.preventDefault();
          write();
        }}
      >
        <TextField label={t('characterLabel', { name })} value={words} onChange={setWords} multiline rows={2} maxLength={500} placeholder={t('characterPlaceholder')} onEnter={write} testId="guide-words" />
        <button type="submit" className={character ? secondary : primary} data-testid="guide-write">
          {character ? t('writeAnother') : words.trim() ? t('write') : t('surprise')}
        </button>
      </form>
    </div>
  );
}

function SpacePanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const spaces = guide.model.spaces ?? [];
  return (
    <div className="grid gap-3">
      {spaces.length > 0 ? (
        <ul role="list" aria-label={t('spaces')} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {spaces.map((space) => (
            <li key={space.skyboxId}>
              <button type="button" onClick={() => guide.space(space.skyboxId, space.name)} className="block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-black/5 hover:ring-2 hover:ring-brand-500">
                <span className="relative block aspect-video bg-sky-100">{space.imageUrl ? <FillImage src={space.imageUrl} alt="" className="object-cover" /> : null}</span>
                <span className="block truncate px-2.5 py-2 text-sm font-bold text-ink">{space.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">{t('noSpaces')}</p>
      )}
      <div className="flex flex-wrap gap-2.5">
        <button type="button" className={secondary} onClick={() => guide.space(null, t('skipSpace'))} data-testid="guide-skip-space">
          {t('skipSpace')}
        </button>
        <Link href="/gen-space" className={`${secondary} inline-flex items-center`}>
          {t('makeSpace')}
        </Link>
      </div>
    </div>
  );
}

function FinishPanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const name = guide.model.name ?? '';
  return (
    <div className={`${card} grid gap-3`}>
      <p className="text-ink-soft">{t('finishHint')}</p>
      <button type="button" className={primary} onClick={() => guide.finish(t('finishSaid', { name }))} data-testid="guide-finish">
        {t('finish', { name })}
      </button>
    </div>
  );
}

/** The new friend says hello as soon as it is ready (the person just asked for it); the control replays it. */
function Greeting({ src, label }: { src: string; label: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    void audio.current?.play?.().catch(() => undefined);
  }, [src]);
  return <audio ref={audio} controls preload="auto" src={src} aria-label={label} className="h-9 w-full" data-testid="guide-greeting" />;
}

function DonePanel({ guide }: { guide: Guide }) {
  const t = useTranslations('CreateFriend.guide');
  const done = guide.model.done;
  if (!done) return null;
  return (
    <section className={`${card} grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-center`} data-testid="guide-done">
      <span className="relative mx-auto block aspect-[3/4] w-40 overflow-hidden rounded-2xl bg-brand-50 shadow">{done.coverUrl ? <FillImage src={done.coverUrl} alt={t('coverAlt', { name: done.name })} className="object-cover" /> : null}</span>
      <div className="grid gap-3">
        <h2 className="text-xl font-extrabold text-ink">{t('doneTitle', { name: done.name })}</h2>
        {done.greeting ? <blockquote className="rounded-2xl bg-brand-50 px-4 py-3 italic text-brand-900">“{done.greeting}”</blockquote> : null}
        {done.greetingUrl ? <Greeting src={done.greetingUrl} label={t('hear', { name: done.name })} /> : null}
        <p className="text-ink-soft">{t('doneText')}</p>
        <div className="flex flex-wrap gap-2.5">
          <Link href={`/chat-play/${done.roleId}`} className={`${primary} inline-flex items-center`} data-testid="guide-meet">
            {t('meet', { name: done.name })}
          </Link>
          <Link href={createFriendHref(done.roleId)} className={`${secondary} inline-flex items-center`}>
            {t('details')}
          </Link>
        </div>
      </div>
    </section>
  );
}
