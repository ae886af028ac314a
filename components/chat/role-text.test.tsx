import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TouchWords } from '@/components/avatar/touch-words';
import { ScrollingGreeting } from '@/components/feed/scrolling-greeting';
import { FriendCard } from '@/components/friends/friend-card';
import type { ChatMessage } from '@/lib/chat';
import type { FriendRole } from '@/lib/contracts/friend';
import { ConversationRow } from './conversation-list';
import { MessageBubble } from './message-bubble';
import { RoleText } from './role-text';

const messages = Object.fromEntries(
  ['Chat', 'Friends', 'Common'].map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', 'en-US', `${ns}.json`), 'utf8'))]),
);
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
        {node}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
/** What a reader sees: the markup's text, screen-reader-only parts aside. */
const visibleText = (html: string) => html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');

const GREETING = '*A cold draught sweeps up the stairs* You can see me? *She tilts her head*';

describe('RoleText', () => {
  it('shows actions in italics in their own colour, without a star, marked for screen readers to hear in parentheses', () => {
    const html = render(<RoleText text={GREETING} />);
    expect(html).toContain('<em data-kind="action" class="koko-action italic text-action">A cold draught sweeps up the stairs</em>');
    expect(html).toContain('<span> You can see me? </span>');
    expect(html).not.toContain('*');
  });

  it('uses the light action colour on dark surfaces, and keeps bold', () => {
    const html = render(<RoleText text="**Stop.** *grabs your arm*" tone="dark" />);
    expect(html).toContain('<strong class="font-semibold">Stop.</strong>');
    expect(html).toContain('text-action-on-dark');
  });

  it('shows no star in any part of a reply as it streams in', () => {
    for (let end = 0; end <= GREETING.length; end++) expect(render(<RoleText text={GREETING.slice(0, end)} />)).not.toContain('*');
  });
});

describe('every place that shows role text', () => {
  const reply = (content: string, extra: object = {}): ChatMessage => ({ msgType: 'Biz', msgId: '9', dataType: 'SingleTalk', fromUid: 'r1', topicId: '1', topicType: 1, data: JSON.stringify({ content, ...extra }), status: 'success' });
  const bubble = (message: ChatMessage, typed?: string) =>
    render(<MessageBubble message={message} mine={false} typed={typed} roleName="Agnes" roleCover={null} canRephrase={false} onRetry={() => {}} onRephrase={() => {}} onPlay={() => {}} />);

  it('chat bubbles, finished and while typed out', () => {
    expect(visibleText(bubble(reply(GREETING)))).toBe('A cold draught sweeps up the stairs You can see me? She tilts her head');
    expect(bubble(reply(GREETING))).toContain('data-kind="action"');
    const partial = bubble(reply(GREETING, { pending: true }), GREETING.slice(0, 40));
    expect(partial).not.toContain('*');
    expect(partial).toContain('data-kind="action"');
    expect(bubble(reply('Hello. *', { pending: true }), 'Hello. *')).not.toContain('*');
  });

  it('the intro card', () => {
    const html = bubble({ ...reply('*An old inn* by the sea.'), dataType: 'Intro' });
    expect(html).toContain('data-kind="action"');
    expect(html).not.toContain('*');
  });

  it('the touch bubble', () => {
    const html = render(<TouchWords words="*giggles* That tickles!" roleName="Agnes" />);
    expect(html).toContain('data-kind="action"');
    expect(visibleText(html)).toBe('giggles That tickles!');
  });

  it('the feed card greeting', () => {
    const html = render(<ScrollingGreeting text={GREETING} active={false} onDone={() => {}} />);
    expect(html).toContain('text-action-on-dark');
    expect(html).not.toContain('*');
  });

  it('the chat list preview, as one plain line', () => {
    const conversation = { roleId: 1, roleName: 'Elias', roleCover: null, lastMsg: { msgId: '1', content: '*Elias glances up from the kettle*It changes.', fromUid: 'r1', sendTimestamp: 0 }, messageUnread: 0 };
    expect(render(<ConversationRow conversation={conversation} mine={false} />)).toContain('(Elias glances up from the kettle) It changes.');
  });

  it('the friend card: the greeting set apart, the newest message as a plain line, no "Guest" name', () => {
    const role = { roleId: 1, roleName: 'Agnes', roleCover: null, intro: '', tags: [], like: false, likeCount: 0, isFriend: true, nsfw: false, messageUnread: 0, playType: null, playName: null, roleAppearInfo: '*waves* Mind the step, {{user}}, it is rotten.', lastMsg: null } as unknown as FriendRole;
    const card = (r: FriendRole) => render(<FriendCard role={r} viewerName={null} adding={false} liking={false} onLike={() => {}} onAdd={() => {}} onReset={() => {}} />);
    const greeting = card(role);
    expect(greeting).toContain('data-kind="action"');
    expect(greeting).toContain('Mind the step, it is rotten.');
    expect(greeting).not.toMatch(/\*|\{\{/);
    expect(card({ ...role, lastMsg: { msgId: '1', content: '*sighs*Fine.', sendTimestamp: 0 } })).toContain('(sighs) Fine.');
  });
});
