'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/load-error';
import { usePersona } from '@/lib/client/account-queries';
import { api, ApiFailure } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { toast } from '@/lib/client/stores';
import { NICKNAME_MAX, PERSONA_AGE_MAX, PERSONA_AGE_MIN, PERSONA_DESCRIPTION_MAX, type Persona } from '@/lib/contracts/user';
import { GenderPicker } from './gender-picker';
import { formToPersona, personaProblems, personaToForm, samePersona, type PersonaForm } from './persona-form';

/** /persona-editor: who the user is in chats, so characters can talk to them as that person. */
export function PersonaEditor() {
  const t = useTranslations('Persona');
  const persona = usePersona();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('title')} backHref="/profile" backLabel={t('back')} />
      <p className="-mt-2 mb-5 text-ink-soft">{t('intro')}</p>
      {persona.data ? (
        <PersonaFormView saved={persona.data} />
      ) : persona.isError ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void persona.refetch()} />
      ) : (
        <div aria-hidden className="h-96 animate-pulse rounded-3xl bg-white/70 ring-1 ring-ink/5" />
      )}
    </div>
  );
}

function PersonaFormView({ saved }: { saved: Persona }) {
  const t = useTranslations('Persona');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => personaToForm(saved));
  const [serverError, setServerError] = useState<string>();
  const save = useMutation({
    mutationFn: (persona: Persona) => api<Persona>('/user/upsertUserPersonalConfig', { body: persona }),
    onSuccess: (persona) => {
      queryClient.setQueryData(queryKeys.persona, persona);
      setForm(personaToForm(persona));
      toast(t('saved'), { tone: 'success' });
    },
    onError: (error) => setServerError(t('errors.server', { message: error instanceof ApiFailure ? error.message : String(error) })),
  });
  const problems = personaProblems(form);
  const invalid = Object.keys(problems).length > 0;
  const unchanged = samePersona(form, personaToForm(saved));
  const textError = (problem: string | undefined, max: number) => (problem ? t(`errors.${problem}`, { max }) : undefined);
  const edit = (patch: Partial<PersonaForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerError(undefined);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (invalid || unchanged || save.isPending) return;
    save.mutate(formToPersona(form));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <TextField
          label={t('nameLabel')}
          name="personaName"
          value={form.name}
          onChange={(name) => edit({ name })}
          maxLength={NICKNAME_MAX}
          showCounter
          error={textError(problems.name, NICKNAME_MAX)}
          testId="persona-name"
        />
        <TextField
          label={t('ageLabel')}
          name="personaAge"
          type="number"
          inputMode="numeric"
          value={form.age}
          onChange={(age) => edit({ age })}
          maxLength={-1}
          placeholder={t('agePlaceholder')}
          error={problems.age ? t('errors.age', { min: PERSONA_AGE_MIN, max: PERSONA_AGE_MAX }) : undefined}
          testId="persona-age"
        />
      </div>
      <GenderPicker legend={t('genderLegend')} name="personaGender" value={form.gender} onChange={(gender) => edit({ gender })} />
      <TextField
        label={t('descriptionLabel')}
        name="personaDescription"
        multiline
        rows={7}
        value={form.description}
        onChange={(description) => edit({ description })}
        maxLength={PERSONA_DESCRIPTION_MAX}
        showCounter
        placeholder={t('descriptionPlaceholder')}
        hint={t('descriptionHint')}
        error={textError(problems.description, PERSONA_DESCRIPTION_MAX)}
        testId="persona-description"
      />
      {serverError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-200">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={invalid || unchanged || save.isPending}
        className="inline-flex h-12 items-center justify-center gap-2 self-stretch rounded-full bg-brand-600 px-8 font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 sm:self-end"
      >
        {save.isPending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
