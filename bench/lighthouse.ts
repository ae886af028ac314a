import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Pass/fail audits that failed, to say what costs the points. */
  failing?: string[];
}

/** Lighthouse's default (mobile) run on one URL through Debian's Chromium; the four category scores 0–100. */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const { stdout } = await promisify(execFile)(process.execPath, ['bench/lighthouse-run.mjs', url], { maxBuffer: 16 * 1024 * 1024, timeout: 240_000, killSignal: 'SIGKILL' });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LighthouseScores;
}
