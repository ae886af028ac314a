'use client';

import { useToasts } from '@/lib/client/stores';

const TONES = {
  info: 'bg-ink text-white',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-100 text-amber-950 ring-1 ring-amber-300',
  error: 'bg-red-700 text-white',
} as const;

/** Toasts in one live region, announced to screen readers. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex flex-col items-center gap-2.5 px-4">
      {toasts.map((t) => (
        <div key={t.id} className={`pointer-events-auto max-w-md rounded-2xl px-4 py-2.5 text-sm font-medium shadow-lg ${TONES[t.tone]}`}>
          {t.message}
        </div>
      ))}
    </div>
  );
}
