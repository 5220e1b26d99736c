import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads. README.md lists the same names and defaults;
 * a test keeps the two in step.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    LOYALTY_ENABLED: booleanFlag.default(false),
    QUESTS_ENABLED: booleanFlag.default(false),
    SPORTSBOOK_CLIENT_HOST: z.url().optional(),
    SPORTSBOOK_CLIENT_ID: z.string().min(1).optional(),
    AFFILIATE_TAG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must be GTM- followed by capitals and digits')
      .optional(),
    CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    MIN_AGE: z.coerce.number().int().min(16).max(25).default(18),
  })
  .superRefine((config, ctx) => {
    // A random per-process secret is fine on a laptop; in production it would log everyone out on restart
    // and break every second request behind a load balancer.
    if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads the environment; an empty string counts as unset so `FOO=` never overrides a default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  return parsed.data;
}

export const isProduction = (config: Config): boolean => config.NODE_ENV === 'production';

/**
 * Fastify's trustProxy from TRUST_PROXY: 'true'/'false', or addresses and CIDR ranges ('loopback',
 * '10.0.0.0/8,…'). Only trusted proxies may set X-Forwarded-For, which rate limits key on.
 */
export function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
