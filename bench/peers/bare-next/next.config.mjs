import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The benchmarks' peer for the pages: a bare Next.js app (one server-rendered page, one client component),
// built with the project's own Next.js, React and bundler. Its modules resolve from the project root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @type {import('next').NextConfig} */
const config = { turbopack: { root }, poweredByHeader: false, typescript: { ignoreBuildErrors: true } };

export default config;
