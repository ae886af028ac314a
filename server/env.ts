import path from 'node:path';
import { z } from 'zod';

/** The one place process.env is read (DESIGN §2). Every setting is validated here, once. */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isUrlWith(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  KOKO_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  KOKO_BACKEND_URL: optionalUrl(['http:', 'https:']),
  KOKO_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  KOKO_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  KOKO_DB_CONNECT_RETRIES: z.coerce.number().int().min(0).max(100).default(10),
});

export type EnvInput = Record<string, string | undefined>;

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  backendUrl?: string;
  publicUrl?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  dbConnectRetries: number;
}

export class EnvError extends Error {
  constructor(readonly variable: string, readonly problem: string) {
    super(`${variable} ${problem}`);
    this.name = 'EnvError';
  }
}

/** Validates the settings; throws an EnvError naming the first bad variable. */
export function parseEnv(input: EnvInput = process.env): Env {
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const got = input[variable];
    throw new EnvError(variable, `${issue.message}${got === undefined ? '' : ` (got "${got}")`}`);
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.KOKO_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    backendUrl: e.KOKO_BACKEND_URL?.replace(/\/+$/, ''),
    publicUrl: e.KOKO_PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.KOKO_LOG_LEVEL,
    dbConnectRetries: e.KOKO_DB_CONNECT_RETRIES,
  };
}
