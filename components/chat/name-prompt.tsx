'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { textProblem } from '@/components/profile/text-problem';
import { TextField } from '@/components/ui/text-field';
import { useSaveUserSetting } from '@/lib/client/account-queries';
import { ApiFailure } from '@/lib/client/api';
import { openModal } from '@/lib/client/modal-stack';
import { NICKNAME_MAX, nicknameSchema } from '@/lib/contracts/user';

/**
 * Seed enter_nickname: the character asks what to call the person before its greeting. The answer is saved as the
 * nickname (visitors too); skipping, or Escape, lets the character greet them without a name.
 */
export function NamePrompt({ roleName, onDone }: { roleName: string; onDone(): void }) {
  const t = useTranslations('Chat');
  const save = useSaveUserSetting();
  const heading = useId();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const problem = textProblem(nicknameSchema, value);
  const error = serverError ?? (tried && problem ? t(`namePrompt.errors.${problem}`, { max: NICKNAME_MAX }) : undefined);

  // The question takes the focus as it appears, where the message box was.
  useEffect(() => input.current?.focus(), []);
  // A question the character asked: the shell's own dialogs (the welcome koin first of all) wait until it is answered.
  useEffect(() => openModal('question').close, []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || save.isPending) return;
    save.mutate(
      { nickname: value.trim() },
      {
        onSuccess: onDone,
        onError: (failure) => setServerError(t('namePrompt.errors.server', { message: failure instanceof ApiFailure ? failure.message : String(failure) })),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !save.isPending) {
          event.preventDefault();
          onDone();
        }
      }}
      noValidate
      aria-labelledby={heading}
      data-testid="name-prompt"
      className="koko-sheet rounded-3xl bg-white p-4 shadow-lg ring-1 ring-brand-500/20"
    >
      <h2 id={heading} className="text-base font-extrabold text-ink">
        {t('namePrompt.title', { name: roleName })}
      </h2>
      <p className="mt-0.5 text-[13px] leading-snug text-ink-soft">{t('namePrompt.body', { name: roleName })}</p>
      <TextField
        ref={input}
        label={t('namePrompt.label')}
        hideLabel
        name="nickname"
        value={value}
        onChange={(next) => {
          setValue(next);
          setServerError(undefined);
        }}
        placeholder={t('namePrompt.placeholder')}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={error}
        className="mt-3"
        testId="name-prompt-input"
      />
      <div className="mt-3 flex items-center justify-end gap-2">
        <button type="button" onClick={onDone} disabled={save.isPending} className="h-10 rounded-full px-4 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink disabled:opacity-50">
          {t('namePrompt.skip')}
        </button>
        <button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-bold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60">
          {save.isPending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
          {save.isPending ? t('namePrompt.saving') : t('namePrompt.save')}
        </button>
      </div>
    </form>
  );
}
