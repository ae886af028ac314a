/** The API path prefix (seed: {base}); apart from the envelope's zod schemas so the browser bundle carries no zod. */
export const API_BASE = '/koko/app/api';
