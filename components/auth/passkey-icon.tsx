/** A key with a person: the usual sign for passkeys. */
export function PasskeyIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="7.5" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5 1.3 0 2.5.4 3.5 1" />
      <circle cx="17.5" cy="12.5" r="2.5" />
      <path d="M17.5 15v6M17.5 18.5h2M17.5 20.5h1.5" />
    </svg>
  );
}
