'use client';

import { createContext, useContext } from 'react';
import { EDITOR_STEPS, editorHref, type EditorStepId } from '@/lib/create-friend/editor-paths';
import { createFriendHref, nextStep, STEP_ORDER, type StepId } from '@/lib/create-friend/steps';

/**
 * Where a step's page leads: the create-friend flow walks its steps one after the other and returns to the draft's
 * overview; the editors of a role (/create/…) list every editor and return to the role's editor hub after a save.
 * The step pages are the same in both; only these links differ.
 */
export interface StepLinks {
  /** The steps the row at the top of a step lists. */
  steps: readonly EditorStepId[];
  step(roleId: number, id: EditorStepId): string;
  /** Where the way back leads, and its words (CreateFriend messages). */
  back(roleId: number): string;
  backLabel: 'backToDraft' | 'backToEditor';
  /** Where a step goes once saved, and the words of its button (CreateFriend messages). */
  after(roleId: number, id: StepId): string;
  nextLabel: 'next' | 'save';
}

const flowLinks: StepLinks = {
  steps: STEP_ORDER,
  step: (roleId, id) => createFriendHref(roleId, id as StepId),
  back: (roleId) => createFriendHref(roleId),
  backLabel: 'backToDraft',
  after: (roleId, id) => createFriendHref(roleId, nextStep(id)),
  nextLabel: 'next',
};

/** The editors of an existing role. */
export const editorLinks: StepLinks = {
  steps: EDITOR_STEPS,
  step: editorHref,
  back: (roleId) => editorHref(roleId),
  backLabel: 'backToEditor',
  after: (roleId) => editorHref(roleId),
  nextLabel: 'save',
};

const StepLinksContext = createContext<StepLinks>(flowLinks);

export const StepLinksProvider = StepLinksContext.Provider;
export const useStepLinks = () => useContext(StepLinksContext);
