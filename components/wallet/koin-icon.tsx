/** The koin coin, drawn inline. */
export function KoinIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={className}>
      <defs>
        <linearGradient id="koin-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#f5a524" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill="#d9861a" />
      <circle cx="16" cy="15" r="13.5" fill="url(#koin-face)" />
      <path d="M12 9v12M12 15l6-6M13.5 14l5 7" stroke="#9a5b08" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
