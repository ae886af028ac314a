/**
 * The modals open on the page, the newest last. Only the newest one answers Escape and keeps Tab inside
 * itself. A shell popup (a koin reward, the update reminder, the review and anime popups) gives way to a
 * modal the person opened: it waits while one is open and steps back if one opens over it
 * (lib/client/popups.ts), so a question the person asked is never covered by one they did not.
 */
export type ModalKind = 'person' | 'popup' | 'question';

/**
 * The kinds that take the keyboard. A 'question' is asked in the page itself (the character asking the
 * person's name above the message box): the shell's popups wait for it like for a modal the person opened,
 * but it traps no keys, so a dialog under or over it keeps Escape and Tab.
 */
const takesKeyboard = (kind: ModalKind) => kind !== 'question';

const stack: { id: symbol; kind: ModalKind }[] = [];
const listeners = new Set<(change: 'opened' | 'closed', kind: ModalKind) => void>();

const tell = (change: 'opened' | 'closed', kind: ModalKind) => {
  for (const listener of [...listeners]) listener(change, kind);
};

/** Puts a modal on top; `close` takes it off again. */
export function openModal(kind: ModalKind = 'person'): { isTop(): boolean; close(): void } {
  const id = Symbol('modal');
  stack.push({ id, kind });
  tell('opened', kind);
  return {
    isTop: () => stack.filter((modal) => takesKeyboard(modal.kind)).at(-1)?.id === id,
    close: () => {
      const at = stack.findIndex((modal) => modal.id === id);
      if (at < 0) return;
      stack.splice(at, 1);
      tell('closed', kind);
    },
  };
}

/** Modals open of one kind, or of both. */
export const modalsOpen = (kind?: ModalKind): number => stack.filter((modal) => kind === undefined || modal.kind === kind).length;

/** Called each time a modal opens or closes; returns the unsubscribe. */
export function onModalChange(listener: (change: 'opened' | 'closed', kind: ModalKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
