import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so browsers get no ICU message parser and format faster.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages load files next to their own modules; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sharp', 'ws', 'spessasynth_core', 'wasm-media-encoders', 'mpg123-decoder', 'tsx', 'esbuild', 'node-llama-cpp'],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
