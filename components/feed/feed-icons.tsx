/** The small line icons of the feed, drawn in the text colour. */
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  heart: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  chat: 'M4 5h16v11H9l-5 4z',
  eyeOff: 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a15.6 15.6 0 0 1-3.2 3.7M6.3 7.8C4.2 9.4 3 12 3 12s4 6 9 6a8.8 8.8 0 0 0 4.1-1M9.9 10a3 3 0 0 0 4.2 4.2',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4',
  dance: 'M13 4.5a1.5 1.5 0 1 0 0-.01M9 21l2-6-2-3 3-4 3 3 3 1M11 15l4 2 1 4M8 9l1-1',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  play: 'M8 5.5v13l10.5-6.5z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
} as const;

export type FeedIconName = keyof typeof PATHS;

export function FeedIcon({ name, className = 'h-5 w-5', filled = false }: { name: FeedIconName; className?: string; filled?: boolean }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <span aria-hidden className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />;
}
