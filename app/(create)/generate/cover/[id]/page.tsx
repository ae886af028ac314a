import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

type Params = Promise<{ id: string }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('cover');

/** /generate/cover/{id} (seed §2, auth): a cover; "new" starts one, an id opens it. */
export default async function Route({ params }: { params: Params }) {
  return generatorRoute('cover', (await params).id, '/generate/cover');
}
