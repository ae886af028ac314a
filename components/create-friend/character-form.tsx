'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/create/choice-group';
import { TextField } from '@/components/ui/text-field';
import {
  hasLatinLetter,
  ROLE_EXAMPLE_DIALOGUE_MAX,
  ROLE_GREETING_MAX,
  ROLE_INTRO_MAX,
  ROLE_NAME_MAX,
  ROLE_PERSONALITY_MAX,
  ROLE_SCENARIO_MAX,
  ROLE_TAGS_MAX,
} from '@/lib/contracts/role-create-rules';
import type { RoleDraft, RoleDraftPatch } from '@/lib/contracts/role-create';
import { GENDERS } from '@/lib/contracts/user';
import { CreationProgress } from '@/lib/contracts/friend-codes';
import { toast } from '@/lib/client/stores';
import { roleCreateApi } from '@/lib/create-friend/role-create-api';
import { useStepLinks } from './step-links';
import { StepActions, StepFrame } from './step-frame';
import { useDraft, useFailureText } from './use-draft';
import { WriterPanel } from './writer-panel';

type CharacterFields = Pick<RoleDraft, 'roleName' | 'gender' | 'intro' | 'personality' | 'scenario' | 'roleAppearInfo' | 'exampleDialogue' | 'tags' | 'nsfw'>;

const LIMITS = { intro: ROLE_INTRO_MAX, personality: ROLE_PERSONALITY_MAX, scenario: ROLE_SCENARIO_MAX, roleAppearInfo: ROLE_GREETING_MAX, exampleDialogue: ROLE_EXAMPLE_DIALOGUE_MAX } as const;
type LongField = keyof typeof LIMITS;

const fieldsOf = (draft: RoleDraft): CharacterFields => ({
  roleName: draft.roleName,
  gender: draft.gender,
  intro: draft.intro,
  personality: draft.personality,
  scenario: draft.scenario,
  roleAppearInfo: draft.roleAppearInfo,
  exampleDialogue: draft.exampleDialogue,
  tags: draft.tags,
  nsfw: draft.nsfw,
});

/** What a field needs before the step can be saved; undefined when it is fine. */
export function characterProblem(fields: CharacterFields): { field: keyof CharacterFields; kind: 'empty' | 'latin' | 'long' } | undefined {
  const name = fields.roleName.trim();
  if (!name) return { field: 'roleName', kind: 'empty' };
  if (name.length > ROLE_NAME_MAX) return { field: 'roleName', kind: 'long' };
  if (!hasLatinLetter(name)) return { field: 'roleName', kind: 'latin' };
  for (const field of Object.keys(LIMITS) as LongField[]) if (fields[field].trim().length > LIMITS[field]) return { field, kind: 'long' };
  if (!fields.intro.trim()) return { field: 'intro', kind: 'empty' };
  if (!fields.roleAppearInfo.trim()) return { field: 'roleAppearInfo', kind: 'empty' };
  return undefined;
}

/** /create-friend/character/{roleId}: who the character is, in the words people will read. */
export function CharacterForm({ draft }: { draft: RoleDraft }) {
  const t = useTranslations('CreateFriend');
  const router = useRouter();
  const failureText = useFailureText();
  const { save } = useDraft(draft.roleId);
  const links = useStepLinks();
  const [fields, setFields] = useState<CharacterFields>(() => fieldsOf(draft));
  const [tagText, setTagText] = useState(draft.tags.join(', '));
  const [tried, setTried] = useState(false);
  const [tagProblem, setTagProblem] = useState<string>();
  const set = <K extends keyof CharacterFields>(key: K, value: CharacterFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const problem = characterProblem(fields);
  const problemText = (field: keyof CharacterFields) => {
    if (!tried || problem?.field !== field) return undefined;
    if (problem.kind === 'latin') return t('nameLatin');
    if (problem.kind === 'long') return t('tooLong');
    return field === 'roleName' ? t('nameEmpty') : t('fieldEmpty');
  };

  /** The tags as typed: split at commas (any script's) and new lines, each once, at most ROLE_TAGS_MAX. */
  const tagTitles = () => [...new Set(tagText.split(/[,，、\n]/).map((s) => s.trim()).filter(Boolean))].slice(0, ROLE_TAGS_MAX);

  // Tags the server does not have yet are made first (app/tag/create answers the existing one for a known title).
  const next = async () => {
    setTried(true);
    if (problem) return;
    const tags = tagTitles();
    const fresh = tags.filter((title) => !draft.tags.some((known) => known.toLowerCase() === title.toLowerCase()));
    try {
      const made = await Promise.all(fresh.map((title) => roleCreateApi.tag(title)));
      if (made.some((m) => m.created)) toast(t('tagCreated'), { tone: 'success' });
    } catch (error) {
      setTagProblem(failureText(error));
      return;
    }
    setTagProblem(undefined);
    const patch: RoleDraftPatch = { ...fields, roleName: fields.roleName.trim(), tags, progress: draft.progress ?? CreationProgress.ChooseImage };
    save.mutate(patch, { onSuccess: (stored) => router.push(links.after(stored.roleId, 'character')) });
  };

  const long = (field: LongField, rows: number) => (
    <TextField label={t(`fields.${field}`)} hint={t(`hints.${field}`)} value={fields[field]} onChange={(v) => set(field, v)} multiline rows={rows} maxLength={LIMITS[field]} showCounter error={problemText(field)} testId={`field-${field}`} />
  );

  return (
    <StepFrame roleId={draft.roleId} step="character" title={t('steps.character.title')} intro={t('steps.character.intro')}>
      <WriterPanel
        onWritten={(written) => {
          setFields((f) => ({ ...f, ...written }));
          setTagText(written.tags.join(', '));
        }}
      />
      <form
        className="mt-5 grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5"
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <TextField label={t('fields.roleName')} hint={t('nameHint')} value={fields.roleName} onChange={(v) => set('roleName', v)} maxLength={ROLE_NAME_MAX} showCounter error={problemText('roleName')} autoComplete="off" testId="field-roleName" />
        <ChoiceGroup label={t('fields.gender')} value={fields.gender} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} onChange={(v) => set('gender', v)} />
        {long('intro', 3)}
        {long('personality', 5)}
        {long('scenario', 3)}
        {long('roleAppearInfo', 3)}
        {long('exampleDialogue', 6)}
        <TextField label={t('fields.tags')} hint={t('hints.tags', { max: ROLE_TAGS_MAX })} value={tagText} onChange={setTagText} error={tagProblem} testId="field-tags" />
        <label className="flex items-start gap-3 text-sm text-ink">
          <input type="checkbox" checked={fields.nsfw} onChange={(e) => set('nsfw', e.target.checked)} className="mt-0.5 h-5 w-5 accent-brand-600" />
          <span>
            <span className="font-bold">{t('fields.nsfw')}</span>
            <span className="block text-ink-soft">{t('hints.nsfw')}</span>
          </span>
        </label>
        <button type="submit" className="sr-only">
          {t('next')}
        </button>
      </form>
      <StepActions saving={save.isPending} error={save.isError ? failureText(save.error) : undefined} onNext={() => void next()} nextLabel={t(links.nextLabel)} testId="step-next" />
    </StepFrame>
  );
}
