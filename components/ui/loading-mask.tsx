/** A spinner in the brand colour; decorative, the surrounding status carries the words. */
export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return <span aria-hidden className={`inline-block animate-spin rounded-full border-[3px] border-brand-500/25 border-t-brand-600 ${className}`} />;
}

/**
 * The mini loading mask of seed §2: covers its positioned parent (or the whole screen) while something
 * loads, keeps clicks off what is under it, and tells screen readers what is happening.
 */
export function LoadingMask({ visible, label, fullScreen = false }: { visible: boolean; label: string; fullScreen?: boolean }) {
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className={`${fullScreen ? 'fixed' : 'absolute'} inset-0 z-40 grid place-items-center bg-white/60 backdrop-blur-[1px]`}>
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white/90 px-5 py-4 shadow-lg ring-1 ring-ink/5">
        <Spinner className="h-7 w-7" />
        <span className="text-sm font-semibold text-ink-soft">{label}</span>
      </div>
    </div>
  );
}
