import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages load files next to their own modules; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sharp', 'ws'],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
