/** An audio waveform as bars (0–1 each); the played part is drawn in the brand colour. */
export function Waveform({ peaks, played, label, onSeek }: { peaks: readonly number[]; played: number; label: string; onSeek?: (fraction: number) => void }) {
  const width = peaks.length * 4;
  return (
    <svg
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className={`h-14 w-full ${onSeek ? 'cursor-pointer' : ''}`}
      onClick={onSeek ? (event) => onSeek((event.clientX - event.currentTarget.getBoundingClientRect().left) / event.currentTarget.getBoundingClientRect().width) : undefined}
      data-testid="waveform"
    >
      {peaks.map((peak, i) => {
        const height = Math.max(2, peak * 38);
        return <rect key={i} x={i * 4 + 0.5} y={20 - height / 2} width={3} height={height} rx={1.5} className={i / peaks.length < played ? 'fill-brand-600' : 'fill-ink/20'} />;
      })}
    </svg>
  );
}
