import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ModelHelp');
  return { title: t('title'), description: t('intro'), alternates: { canonical: '/connect-a-model' } };
}

/** The settings of a remote model, as README.md "Connecting a model" lists them. */
const SETTINGS = [
  ['KOKO_LLM_BASE_URL', 'baseUrl'],
  ['KOKO_LLM_API_KEY', 'apiKey'],
  ['KOKO_LLM_MODEL', 'model'],
] as const;

/** Where the chat's offline note leads: what offline replies are and how an owner connects a model. */
export default async function ConnectModelPage() {
  const t = await getTranslations('ModelHelp');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} backLabel={t('back')} />
      <article className="rounded-3xl bg-white px-5 py-6 shadow-sm ring-1 ring-black/5 sm:px-10 sm:py-10">
        <p className="text-lg leading-relaxed text-ink">{t('intro')}</p>
        <section aria-labelledby="remote-title" className="mt-8">
          <h2 id="remote-title" className="text-lg font-bold text-ink">
            {t('remoteTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">{t('remoteBody')}</p>
          <dl className="mt-4 space-y-3">
            {SETTINGS.map(([name, key]) => (
              <div key={name}>
                <dt>
                  <code className="rounded bg-ink/5 px-1.5 py-0.5 text-sm font-semibold text-ink">{name}</code>
                </dt>
                <dd className="mt-1 text-ink-soft">{t(`settings.${key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="local-title" className="mt-8">
          <h2 id="local-title" className="text-lg font-bold text-ink">
            {t('localTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">
            {t.rich('localBody', { command: (chunks) => <code className="rounded bg-ink/5 px-1.5 py-0.5 text-sm text-ink">{chunks}</code> })}
          </p>
        </section>
      </article>
    </div>
  );
}
