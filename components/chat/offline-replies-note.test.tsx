import fs from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ChatMessage } from '@/lib/chat';
import { DataType } from '@/lib/contracts/chat-codes';
import { MsgType } from '@/lib/contracts/socket-codes';
import { CONNECT_MODEL_PATH, isOfflineReply, OfflineRepliesNote } from './offline-replies-note';

const LOCALES = fs.readdirSync(path.join(__dirname, '..', '..', 'messages'));
const chatMessages = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', locale, 'Chat.json'), 'utf8'));
const reply = (data: object): ChatMessage => ({ msgId: '1', msgType: MsgType.Biz, dataType: DataType.SingleTalk, data: JSON.stringify({ content: 'Hello.', ...data }) });

describe('OfflineRepliesNote', () => {
  it.each(LOCALES)('says the replies are offline and links to how to connect a model (%s)', (locale) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={{ Chat: chatMessages(locale) }} timeZone="UTC">
        <OfflineRepliesNote />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(new RegExp(`^<p role="note"[^>]*>[^<]+<a [^>]*href="${CONNECT_MODEL_PATH}"[^>]*>[^<]+</a>[^<]*</p>$`));
    if (locale === 'en-US') expect(html.replace(/<[^>]+>/g, '')).toBe('Offline replies — connect a model for full conversations');
  });

  it('shows for a reply of the offline engine only', () => {
    expect(isOfflineReply(reply({ llmModel: 'persona-engine' }))).toBe(true);
    expect(isOfflineReply(reply({ llmModel: 'gpt-4o-mini' }))).toBe(false);
    expect(isOfflineReply(reply({}))).toBe(false);
    expect(isOfflineReply(undefined)).toBe(false);
  });
});
