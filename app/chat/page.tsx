import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/chat/conversation-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Chat'))('listTitle') };
}

export default function ChatRoute() {
  return <ConversationList />;
}
