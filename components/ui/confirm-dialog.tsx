'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: React.ReactNode;
  /** Seed §2: the buttons default to Cancel (left) and OK (right). */
  cancelLabel?: string;
  confirmLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  icon?: React.ReactNode;
  testId?: string;
}

/** The confirm dialog of seed §2: Cancel on the left, OK on the right (which may be red); Escape cancels. */
export function ConfirmDialog({ open, title, children, cancelLabel, confirmLabel, danger, busy, onConfirm, onCancel, icon, testId }: ConfirmDialogProps) {
  const t = useTranslations('ConfirmDialog');
  return (
    <Dialog
      open={open}
      title={title}
      leftLabel={cancelLabel ?? t('cancel')}
      rightLabel={confirmLabel ?? t('ok')}
      rightDanger={danger}
      onLeft={onCancel}
      onRight={onConfirm}
      onDismiss={busy ? () => undefined : onCancel}
      busy={busy}
      icon={icon}
      testId={testId}
    >
      {children}
    </Dialog>
  );
}
