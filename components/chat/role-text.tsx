import { parseActionText } from '@/lib/chat/action-text';

/**
 * A character's words with their actions set apart: actions in italics in their own colour (at least 4.5:1
 * on the surface the tone names), bold where the writer asked for it, line breaks kept. Screen readers hear
 * the actions in parentheses (`koko-action`, generated content, so copied and measured text has none). `tone` is the surface: light cards and bubbles, or dark overlays.
 */
export function RoleText({ text, tone = 'light', className }: { text: string; tone?: 'light' | 'dark'; className?: string }) {
  const actionColour = tone === 'dark' ? 'text-action-on-dark' : 'text-action';
  return (
    <span className={`whitespace-pre-wrap break-words ${className ?? ''}`}>
      {parseActionText(text).map((segment, i) => {
        const words = segment.bold ? <strong className="font-semibold">{segment.text}</strong> : segment.text;
        if (segment.kind === 'speech') return <span key={i}>{words}</span>;
        return (
          <em key={i} data-kind="action" className={`koko-action italic ${actionColour}`}>
            {words}
          </em>
        );
      })}
    </span>
  );
}
