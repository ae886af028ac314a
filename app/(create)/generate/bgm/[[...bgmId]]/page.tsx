import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

type Params = Promise<{ bgmId?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('bgm');

/** /generate/bgm/{bgmId?} (seed §2, auth): background music from a mood, genre, tempo and length. */
export default async function Route({ params }: { params: Params }) {
  return generatorRoute('bgm', (await params).bgmId, '/generate/bgm');
}
