'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { api } from '@/lib/client/api';
import { AI_SUGGESTION_PATH, AI_SUGGESTION_TIMEOUT_MS, MAX_SUGGESTION_WORDS_CHARS, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { suggestionFields } from '@/lib/create-friend/suggestion-fields';
import { useFailureText } from './use-draft';

export type WrittenFields = ReturnType<typeof suggestionFields>;

/** A few words in, a whole character out (app/character/getAiSuggestion): the model when one is set, else the built-in writer. */
export function WriterPanel({ onWritten, testId }: { onWritten: (fields: WrittenFields) => void; testId?: string }) {
  const t = useTranslations('CreateFriend');
  const locale = useLocale();
  const failureText = useFailureText();
  const [words, setWords] = useState('');
  const [tried, setTried] = useState(false);
  const write = useMutation({
    mutationFn: () => api<CharacterSuggestion>(AI_SUGGESTION_PATH, { body: { words: words.trim(), locale }, signal: AbortSignal.timeout(AI_SUGGESTION_TIMEOUT_MS) }),
    onSuccess: (suggestion) => onWritten(suggestionFields(suggestion)),
  });
  const blank = !words.trim();
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-50 to-indigo-50 p-5 ring-1 ring-brand-500/15" aria-labelledby="writer-title" data-testid={testId}>
      <h2 id="writer-title" className="text-base font-extrabold text-ink">
        {t('writer.title')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('writer.lead')}</p>
      <TextField
        label={t('writer.words')}
        hideLabel
        value={words}
        onChange={setWords}
        multiline
        rows={2}
        maxLength={MAX_SUGGESTION_WORDS_CHARS}
        placeholder={t('writer.placeholder')}
        error={tried && blank ? t('writer.blank') : undefined}
        onEnter={() => {
          setTried(true);
          if (!blank) write.mutate();
        }}
        testId="writer-words"
      />
      {write.isError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {failureText(write.error)}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => {
          setTried(true);
          if (!blank) write.mutate();
        }}
        disabled={write.isPending}
        className="mt-3 h-11 rounded-full bg-ink px-5 text-sm font-bold text-white shadow-sm hover:bg-ink/85 disabled:opacity-60"
        data-testid="writer-start"
      >
        {write.isPending ? t('writer.writing') : t('writer.write')}
      </button>
    </section>
  );
}
