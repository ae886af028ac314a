import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Legal');
  return { title: t('privacy.title'), description: t('privacy.intro'), alternates: { canonical: '/privacy-policy' } };
}

export default function PrivacyPolicyPage() {
  return <LegalDocument name="privacy" />;
}
