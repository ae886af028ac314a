import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit next to the code (*.test.ts); integration tests (*.integration.test.ts) reach real databases. */
const config = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/', '<rootDir>/data/'],
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
