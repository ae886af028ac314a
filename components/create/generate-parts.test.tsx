import fs from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssetStatus, TaskState, type Property } from '@/lib/contracts/property';
import { AssetCard } from './asset-card';
import { PriceLine } from './price-line';
import { TaskProgressBar } from './task-progress-bar';
import { Waveform } from './waveform';

const messages = Object.fromEntries(['Generate', 'Assets'].map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', 'en-US', `${ns}.json`), 'utf8'))]));
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the progress bar', () => {
  it('is a labelled progressbar with its value, names the step, and announces in quarter steps', () => {
    const html = render(<TaskProgressBar percent={62} step={12} queued={false} cancelling={false} onCancel={() => undefined} />);
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Generating"[^>]*aria-valuemin="0"[^>]*aria-valuemax="100"[^>]*aria-valuenow="62"/);
    expect(text(html)).toContain('Adding detail');
    expect(html).toMatch(/<p class="sr-only" aria-live="polite">Adding detail 50%<\/p>/);
    expect(text(html)).toContain('Cancel');
  });

  it('says it waits while queued, and that it is cancelling', () => {
    expect(text(render(<TaskProgressBar percent={0} queued cancelling={false} onCancel={() => undefined} />))).toContain('Waiting for its turn…');
    const html = render(<TaskProgressBar percent={30} queued={false} cancelling onCancel={() => undefined} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Cancelling…<\/button>/);
  });
});

describe('the price line', () => {
  it('says free and how many are left, the koin cost, a short balance with a top-up link, or not offered', () => {
    expect(text(render(<PriceLine note={{ kind: 'free', left: 2, perDay: 3 }} />))).toBe('Free · 2 of 3 free today left');
    expect(text(render(<PriceLine note={{ kind: 'koin', cost: 10, balance: 40 }} />))).toBe('Costs 10 koin · you have 40');
    const short = render(<PriceLine note={{ kind: 'short', cost: 10, balance: 4 }} />);
    expect(text(short)).toBe('Costs 10 koin · you have 4. Top up to continue. Get koin');
    expect(short).toContain('href="/koin"');
    expect(text(render(<PriceLine note={{ kind: 'unavailable' }} />))).toBe('This generator is not available on this server.');
    expect(text(render(<PriceLine note={undefined} />))).toBe('Checking the price…');
  });
});

describe('the waveform', () => {
  it('draws one bar per peak, the played part in the brand colour', () => {
    const html = renderToStaticMarkup(<Waveform peaks={[0, 0.5, 1, 0.25]} played={0.5} label="Waveform" />);
    expect(html.match(/<rect /g)).toHaveLength(4);
    expect(html.match(/fill-brand-600/g)).toHaveLength(2);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Waveform"');
  });
});

describe('the asset card', () => {
  const now = '2026-11-27T00:00:00.000Z';
  const base: Property = { id: 5, kind: 'cover', name: 'Cat room', status: AssetStatus.Draft, resource: '{"cardUrl":"/media/c.webp"}', mine: true, task: null, createdAt: now, updatedAt: now };
  const task = { id: 8, kind: 'cover' as const, assetId: 5, state: TaskState.Doing, progress: 40, step: null, error: null, cancelled: false, attempts: 1, maxAttempts: 3, koin: 0, refunded: false, queuePosition: null, createdAt: now, updatedAt: now };

  it('links to its generator and shows its picture and status', () => {
    const html = render(<AssetCard asset={base} onRetry={() => undefined} retrying={false} />);
    expect(html).toContain('href="/generate/cover/5"');
    expect(html).toContain('aria-label="Open Cat room"');
    expect(html).toContain('src="/media/c.webp"');
    expect(text(html)).toContain('Draft');
  });

  it('shows a running task’s progress, and a failure with its reason and Retry', () => {
    expect(text(render(<AssetCard asset={{ ...base, status: AssetStatus.Generating, task }} onRetry={() => undefined} retrying={false} />))).toContain('Generating 40%');
    const failed = render(<AssetCard asset={{ ...base, status: AssetStatus.Generating, task: { ...task, state: TaskState.Fail, error: 'Too busy, try later' } }} onRetry={() => undefined} retrying={false} />);
    expect(text(failed)).toContain('Failed');
    expect(text(failed)).toContain('Too busy, try later');
    expect(failed).toMatch(/<button[^>]*>Retry<\/button>/);
  });
});
