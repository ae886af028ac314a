import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

type Params = Promise<{ voiceId?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('voice');

/** /generate/voice/{voiceId?} (seed §2, auth): a voice from words or matched to a recording. */
export default async function Route({ params }: { params: Params }) {
  return generatorRoute('voice', (await params).voiceId, '/generate/voice');
}
