import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The tests that load node-llama-cpp (ES modules with top-level await, reached through a dynamic import). Jest
 * binds a dynamic import to the test file whose environment first compiled the importing module, so in a worker
 * that ran other files first it can land in an environment already torn down. `npm test` runs these in a Jest
 * of their own (KOKO_JEST_MODEL_TESTS=only, in band) and leaves them out of the main run (=skip).
 */
const MODEL_TESTS = ['<rootDir>/server/providers/llm/local/local-chat-model.test.ts', '<rootDir>/server/realtime/chat-local-model.integration.test.ts'];
const modelTests = process.env.KOKO_JEST_MODEL_TESTS;

/** Unit tests sit next to the code (*.test.ts); integration tests (*.integration.test.ts) reach real databases. */
const config = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: modelTests === 'only' ? MODEL_TESTS : ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/', '<rootDir>/data/', ...(modelTests === 'skip' ? MODEL_TESTS : [])],
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  testTimeout: 60_000,
});

/** ESM-only packages (no CommonJS build) that Jest must compile like our own code. */
const ESM_PACKAGES = ['jose', 'oauth2-mock-server', 'is-plain-obj', 'three', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', 'spessasynth_core', 'stb-vorbis', 'mpg123-decoder', '@wasm-audio-decoders'];

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
