import { modalsOpen, onModalChange, openModal } from './modal-stack';

describe('the modal stack', () => {
  it('knows the newest modal, counts each kind and tells listeners what opened and closed', () => {
    const changes: string[] = [];
    const stop = onModalChange((change, kind) => changes.push(`${change} ${kind}`));
    const popup = openModal('popup');
    const question = openModal();
    expect(modalsOpen()).toBe(2);
    expect(modalsOpen('person')).toBe(1);
    expect(question.isTop()).toBe(true);
    expect(popup.isTop()).toBe(false);
    question.close();
    expect(popup.isTop()).toBe(true);
    question.close();
    popup.close();
    expect(modalsOpen()).toBe(0);
    expect(changes).toEqual(['opened popup', 'opened person', 'closed person', 'closed popup']);
    stop();
  });

  it('takes a modal closed out of order off without touching the newest', () => {
    const first = openModal();
    const second = openModal();
    first.close();
    expect(second.isTop()).toBe(true);
    second.close();
    expect(modalsOpen()).toBe(0);
  });

  it('counts a question asked in the page without taking the keyboard from the dialogs', () => {
    const dialog = openModal();
    const question = openModal('question');
    expect(modalsOpen('question')).toBe(1);
    expect(dialog.isTop()).toBe(true);
    const over = openModal();
    expect(over.isTop()).toBe(true);
    expect(dialog.isTop()).toBe(false);
    over.close();
    question.close();
    dialog.close();
    expect(modalsOpen()).toBe(0);
  });
});
