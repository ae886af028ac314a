'use client';

import Markdown from 'react-markdown';

/** Inline markdown only: role texts are untrusted (DESIGN §6), so raw HTML, images and headings never render. */
const ALLOWED = ['p', 'em', 'strong', 'del', 'code', 'br', 'ul', 'ol', 'li', 'blockquote', 'a'];

export function MessageMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      allowedElements={ALLOWED}
      unwrapDisallowed
      components={{
        p: ({ children }) => <p className="whitespace-pre-wrap [&:not(:first-child)]:mt-2">{children}</p>,
        em: ({ children }) => <em className="text-[0.95em] italic opacity-75">{children}</em>,
        a: ({ children, href }) => (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {children}
          </a>
        ),
      }}
    >
      {text}
    </Markdown>
  );
}
