'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { api, ApiFailure } from '@/lib/client/api';
import { useUser } from '@/lib/client/session';
import { FEEDBACK_MAX, feedbackInputSchema } from '@/lib/contracts/feedback';

/** Seed §5 names no limit for the contact; the API keeps 200 characters. */
const CONTACT_MAX = feedbackInputSchema.shape.contact.unwrap().maxLength ?? 200;

type Errors = { content?: string; contact?: string; form?: string };

/**
 * Feedback (seed §7 setFeedback): what the person writes, an optional way to reach them, a counter
 * against the limit, and a thank-you once it arrives. A failed send keeps everything typed.
 */
export function FeedbackForm() {
  const t = useTranslations('Feedback');
  // Sending needs a session; a first-time visitor's is made as the page opens.
  const session = useUser();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const contentRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  function validate(): Errors {
    const found: Errors = {};
    if (!content.trim()) found.content = t('required');
    else if (content.trim().length > FEEDBACK_MAX) found.content = t('tooLong', { max: FEEDBACK_MAX });
    if (contact.trim().length > CONTACT_MAX) found.contact = t('tooLong', { max: CONTACT_MAX });
    return found;
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate();
    setErrors(found);
    if (found.content || found.contact) {
      if (found.content) contentRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await api<{ id: number }>('/user/setFeedback', { body: { content: content.trim(), contact: contact.trim() || undefined } });
      setSent(true);
    } catch (error) {
      const detail = error instanceof ApiFailure && error.code !== -1 ? error.message : undefined;
      setErrors({ form: detail ? t('failedWith', { reason: detail }) : t('failed') });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10 sm:p-10" data-testid="feedback-thanks">
        <div aria-hidden className="mx-auto mb-4 grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-lg">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none">
          {t('thanksTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-sm leading-relaxed text-ink-soft">{t('thanksBody')}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => {
              setContent('');
              setSent(false);
            }}
            className="h-11 rounded-full px-6 font-semibold text-ink ring-1 ring-ink/15 hover:bg-ink/5"
          >
            {t('sendAnother')}
          </button>
          <Link href="/" className="grid h-11 place-items-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700">
            {t('home')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={send} noValidate className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-7">
      <p className="mb-5 leading-relaxed text-ink-soft">{t('intro')}</p>
      <TextField
        ref={contentRef}
        multiline
        rows={7}
        label={t('contentLabel')}
        placeholder={t('contentPlaceholder')}
        value={content}
        onChange={(value) => {
          setContent(value);
          if (errors.content && value.trim()) setErrors((e) => ({ ...e, content: undefined }));
        }}
        maxLength={FEEDBACK_MAX}
        showCounter
        error={errors.content}
        name="content"
      />
      <TextField
        className="mt-5"
        label={t('contactLabel')}
        hint={t('contactHint')}
        value={contact}
        onChange={(value) => {
          setContact(value);
          if (errors.contact) setErrors((e) => ({ ...e, contact: undefined }));
        }}
        maxLength={CONTACT_MAX}
        error={errors.contact}
        name="contact"
        autoComplete="email"
      />
      {errors.form ? (
        <p role="alert" className="mt-5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending || !session.data}
        aria-busy={sending || undefined}
        className="mt-6 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-indigo-600 font-semibold text-white shadow-md transition hover:brightness-110 disabled:opacity-70 sm:w-auto sm:px-10"
      >
        {sending ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
