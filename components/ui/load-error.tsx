/** A part of a page that could not load, with a way to try again. */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="shrink-0 rounded-full bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100">
        {retryLabel}
      </button>
    </div>
  );
}
