import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeedbackForm } from '@/components/feedback/feedback-form';
import { PageHeader } from '@/components/ui/page-header';
import { getViewer } from '@/server/web/viewer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Feedback'))('title') };
}

/** Public (seed §2): a visitor's session is enough to send feedback. */
export default async function FeedbackPage() {
  const [t, viewer] = await Promise.all([getTranslations('Feedback'), getViewer()]);
  const signedIn = Boolean(viewer.user && !viewer.user.isVisitor);
  return (
    <div className="mx-auto max-w-xl pb-8">
      <PageHeader title={t('title')} backHref={signedIn ? '/setting' : '/'} backLabel={t('back')} />
      <FeedbackForm />
    </div>
  );
}
