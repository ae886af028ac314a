import { dataDirSecret } from '@/server/runtime/data-dir-secret';

/**
 * The secret next-auth signs its OAuth state with: KOKO_AUTH_SECRET when set, else one generated on the
 * first start and kept in the data folder.
 */
export const authSecret = (configured: string | undefined, dataDir: string): string => dataDirSecret('auth-secret', configured, dataDir);
