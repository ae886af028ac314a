import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium';
import serverNodeFlags from './scripts/server-node-flags.json';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local OpenID provider that stands in for Google in the sign-in tests. */
const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3199);
/** E2E_BASE_URL points the tests at a server already running (with its identity provider); none is started. */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${PORT}`;
// Named once by the runner and inherited by its workers, so a spec can read the server's setup code.
const dataDir = (process.env.KOKO_E2E_DATA_DIR ??= path.join(os.tmpdir(), `koko-e2e-${process.pid}`));


export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails once on a loaded two-core machine; `npm test` names every such test.
  retries: 1,
  // `npm test` reads the JSON report for its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: { baseURL, launchOptions: CHROMIUM, trace: 'off' },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: external
    ? []
    : [
        {
          command: 'node e2e/support/identity-provider.mjs',
          url: `http://localhost:${IDP_PORT}/.well-known/openid-configuration`,
          reuseExistingServer: false,
          env: { IDP_PORT: String(IDP_PORT) },
        },
        {
          // The server as `npm start` runs it, with its node flags.
          command: `node ${serverNodeFlags.join(' ')} scripts/start.mjs`,
          url: `${baseURL}/koko/app/api/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PORT: String(PORT),
            KOKO_DATA_DIR: dataDir,
            KOKO_LOG_LEVEL: 'warn',
            KOKO_GOOGLE_CLIENT_ID: 'koko-e2e',
            KOKO_GOOGLE_CLIENT_SECRET: 'koko-e2e-secret',
            KOKO_GOOGLE_ISSUER: `http://localhost:${IDP_PORT}`,
            // The local identity provider signs in as these operators (one per parallel worker, see
            // e2e/pages/sign-in.ts) when asked for them by login_hint.
            KOKO_ADMIN_EMAILS: Array.from({ length: 8 }, (_, i) => `admin-${i}@e2e.koko.test`).join(','),
            // Store and community links, so the pages that offer them can be checked.
            KOKO_GOOGLE_PLAY_URL: 'https://stores.e2e.koko.test/play',
            KOKO_APK_URL: 'https://stores.e2e.koko.test/koko.apk',
            KOKO_COMMUNITY_URL: 'https://community.e2e.koko.test/',
            // Passkeys (e2e/passkeys.spec.ts) belong to localhost, the host the tests browse.
            KOKO_WEBAUTHN_RP_ID: 'localhost',
            // The app version e2e/guards.spec.ts presents as under store review.
            KOKO_REVIEW_APP_VERSIONS: '9.9.9',
          },
        },
      ],
});
