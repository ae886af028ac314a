export default async function globalTeardown() {
  for (const service of globalThis.__kokoOwnServices ?? []) service.stop();
}
