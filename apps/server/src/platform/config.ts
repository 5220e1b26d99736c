import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * One OpenID Connect provider of OIDC_PROVIDERS (decision 0014). `id` is the path segment of its start URL
 * and the `provider` of linked identities, so it must never change once players have linked accounts.
 */
export const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be 1-32 lowercase letters, digits or dashes'),
  name: z.string().min(1).max(64),
  issuer: z.url({ protocol: /^https?$/ }),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().min(1).default('openid email profile'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

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
    /** Unset: `http://localhost:${PORT}` (loadConfig), the address a local `npm start` answers on. */
    PUBLIC_URL: z.url().optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
    PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    REGION_HEADER: z.string().min(1).default('cf-region-code'),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /** Unset: on where the demo data is seeded (its levels and quests), off otherwise (loadConfig). */
    LOYALTY_ENABLED: booleanFlag.optional(),
    QUESTS_ENABLED: booleanFlag.optional(),
    SPORTSBOOK_CLIENT_HOST: z.url().optional(),
    SPORTSBOOK_CLIENT_ID: z.string().min(1).optional(),
    SPORTSBOOK_SANDBOX_ENABLED: booleanFlag.optional(),
    AFFILIATE_TAG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Spec 01 §9: a player's tab hidden longer than this, by platform, reloads the profile and accounts when
     * shown again (mobile systems freeze background tabs sooner, so their data goes stale sooner).
     */
    VISIBILITY_RELOAD_IOS_SECONDS: z.coerce.number().int().min(1).max(604_800).default(30),
    VISIBILITY_RELOAD_ANDROID_SECONDS: z.coerce.number().int().min(1).max(604_800).default(60),
    VISIBILITY_RELOAD_WEB_SECONDS: z.coerce.number().int().min(1).max(604_800).default(7200),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must be GTM- followed by capitals and digits')
      .optional(),
    CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    REALTIME_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(16_777_216).default(65_536),
    REALTIME_REDIS_PREFIX: z.string().min(1).max(64).default('croupier-rt:'),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(20),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    MIN_AGE: z.coerce.number().int().min(16).max(25).default(18),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Croupier <no-reply@croupier.example>'),
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    DUPLICATE_SEGMENT_ID: z.coerce.number().int().min(1).optional(),
    KYC_PROVIDER: z.enum(['sandbox', 'sumsub']).default('sandbox'),
    KYC_HIDE_DOCUMENTS: booleanFlag.default(false),
    KYC_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default('sandbox-kyc-webhook-dev-secret'),
    SUMSUB_APP_TOKEN: z.string().min(1).optional(),
    SUMSUB_SECRET_KEY: z.string().min(1).optional(),
    SUMSUB_WEBHOOK_SECRET: z.string().min(1).optional(),
    SUMSUB_LEVEL_NAME: z.string().min(1).default('basic-kyc-level'),
    SUMSUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sumsub.com'),
    DEV_IDP_ENABLED: booleanFlag.optional(),
    DEV_IDP_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    OIDC_PROVIDERS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
          return z.NEVER;
        }
      })
      .pipe(z.array(oidcProviderSchema))
      .optional(),
    AUTOLOGIN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(15),
    PAYMENT_SANDBOX_ENABLED: booleanFlag.optional(),
    PAYMENT_SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTO_WITHDRAWAL_MAX: z.coerce.number().min(0).max(1_000_000_000).default(500),
    TURNOVER_MULTIPLIER: z.coerce.number().int().min(0).max(100).default(1),
    BONUS_CODE_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    BONUS_EXPIRY_SWEEP_MS: z.coerce.number().int().min(10).max(86_400_000).default(60_000),
    BONUS_CASHBACK_RUN_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
    LOYALTY_BIRTHDAY_RUN_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
    OPERATOR_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    MESSENGER_BROADCAST_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
    GAME_WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GAME_PROVIDER_SECRETS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string().regex(/^[a-z0-9-]{1,64}$/), z.string().min(32, 'secrets must be 32+ characters')))
      .optional(),
    GAME_SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
    HOUSE_GAMES_ENABLED: booleanFlag.default(true),
    ADMIN_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    ADMIN_INVITATION_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    ADMIN_FOUR_EYES_AMOUNT: z.coerce.number().min(0).max(1_000_000_000).default(1000),
    /** Seals staff TOTP secrets at rest (decision 0126); changing it makes every enrolled authenticator unusable. */
    ADMIN_TOTP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The support chat (decision 0132): `builtin` (the site's own window over /api/support), `none` (support
     * links lead to the contact page), or the https address of a third party's widget script.
     */
    SUPPORT_CHAT_PROVIDER: z
      .string()
      .default('builtin')
      .refine(
        (value) => value === 'builtin' || value === 'none' || /^https:\/\/[^\s]+$/.test(value),
        'must be builtin, none or an https:// script address',
      ),
    SUPPORT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
    SUPPORT_EMAIL_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
    SUPPORT_EMAIL_SWEEP_MS: z.coerce.number().int().min(10).max(86_400_000).default(60_000),
    /** Push notifications (decision 0129): the built-in Web Push, the OneSignal SDK, or none. */
    PUSH_PROVIDER: z.enum(['webpush', 'onesignal', 'none']).default('webpush'),
    /** The push services the server posts to (host suffixes, comma-separated); the browsers' own by default. */
    PUSH_SERVICE_HOSTS: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .optional(),
    /** A VAPID key pair of the operator's (both or neither); neither: one is made on first start and stored. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'must be a mailto: or https: address')
      .optional(),
    ONESIGNAL_APP_ID: z.uuid().optional(),
    /** The OneSignal app's REST API key: the server sends the pushes through OneSignal's API (decision 0137). */
    ONESIGNAL_REST_API_KEY: z.string().min(20, 'must be a OneSignal REST API key').optional(),
    /** OneSignal's API; another address only for a test double or a regional endpoint. */
    ONESIGNAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.onesignal.com'),
    /** The page origin the push SDK may start on (spec 02 §8); unset: any. */
    PUSH_ALLOWED_ORIGIN: z.url().optional(),
  })
  .superRefine((config, ctx) => {
    // A random per-process secret is fine on a laptop; in production it would log everyone out on restart
    // and break every second request behind a load balancer.
    if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // The embedded key is in the source: sealed with it, a secret is as good as in clear.
    if (config.NODE_ENV === 'production' && !config.ADMIN_TOTP_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_KEY'], message: 'is required when NODE_ENV=production' });
    }
    // Phone numbers and login codes must not cross the internet in clear; plain http is for local relays.
    if (config.NODE_ENV === 'production' && config.SMS_GATEWAY_URL?.startsWith('http:')) {
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'must be https:// when NODE_ENV=production' });
    }
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID keys are set both or neither' });
    }
    if (config.PUSH_PROVIDER === 'onesignal' && !config.ONESIGNAL_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['ONESIGNAL_APP_ID'], message: 'is required when PUSH_PROVIDER=onesignal' });
    }
    if (config.PUSH_PROVIDER === 'onesignal' && !config.ONESIGNAL_REST_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ONESIGNAL_REST_API_KEY'],
        message: 'is required when PUSH_PROVIDER=onesignal',
      });
    }
    // The key authorises sending to every subscriber of the app: never in clear across the internet.
    if (config.NODE_ENV === 'production' && config.ONESIGNAL_API_URL.startsWith('http:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['ONESIGNAL_API_URL'],
        message: 'must be https:// when NODE_ENV=production',
      });
    }
    // Provider ids name linked identities; 'dev' is the embedded development provider's.
    const ids = (config.OIDC_PROVIDERS ?? []).map((p) => p.id);
    if (new Set(ids).size !== ids.length || ids.includes('dev')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_PROVIDERS'], message: "ids must be unique and not 'dev'" });
    }
    // Codes and ID tokens must not cross the internet in clear.
    if (config.NODE_ENV === 'production') {
      for (const provider of config.OIDC_PROVIDERS ?? []) {
        if (provider.issuer.startsWith('http:')) {
          ctx.addIssue({
            code: 'custom',
            path: ['OIDC_PROVIDERS'],
            message: `${provider.id}: issuer must be https://`,
          });
        }
      }
    }
    // Sandbox payments in production need a stable key: a random one per process breaks behind a balancer.
    if (config.NODE_ENV === 'production' && config.PAYMENT_SANDBOX_ENABLED && !config.PAYMENT_SANDBOX_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX_WEBHOOK_SECRET'],
        message: 'is required when PAYMENT_SANDBOX_ENABLED=true in production',
      });
    }
    // Without its credentials the Sumsub adapter could neither sign a request nor trust a webhook.
    if (config.KYC_PROVIDER === 'sumsub') {
      for (const name of ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'] as const) {
        if (!config[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when KYC_PROVIDER=sumsub' });
      }
    }
  });

/** The parsed environment with the defaults that depend on other variables filled in. */
export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'LOYALTY_ENABLED' | 'QUESTS_ENABLED'> & {
  PUBLIC_URL: string;
  LOYALTY_ENABLED: boolean;
  QUESTS_ENABLED: boolean;
};

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
  const data = parsed.data;
  return {
    ...data,
    // E-mail links must reach the process a local run answers on, whichever port it was given.
    PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`,
    // The demo's levels and quests are there to be seen; an operator's own install turns a programme on
    // once it has configured it (decision 0111).
    LOYALTY_ENABLED: data.LOYALTY_ENABLED ?? data.SEED_DEMO_DATA,
    QUESTS_ENABLED: data.QUESTS_ENABLED ?? data.SEED_DEMO_DATA,
  };
}

/**
 * What a valid configuration may still get wrong, for the log at start. Without PUBLIC_URL a production
 * server puts localhost links in e-mails and OpenID redirects, which reach no player.
 */
export function configWarnings(config: Config, env: Record<string, string | undefined> = process.env): string[] {
  const warnings: string[] = [];
  if (isProduction(config) && !env.PUBLIC_URL) {
    warnings.push(`PUBLIC_URL is unset: links in e-mails point to ${config.PUBLIC_URL}; set the site's public address`);
  }
  return warnings;
}

export const isProduction = (config: Config): boolean => config.NODE_ENV === 'production';

/**
 * The key that seals staff TOTP secrets (decision 0126). Outside production an embedded one, fixed rather
 * than random per process, so a development database's staff can still sign in after a restart; production
 * refuses to start without ADMIN_TOTP_KEY.
 */
export const adminTotpKey = (config: Config): string =>
  config.ADMIN_TOTP_KEY ?? 'croupier-development-admin-totp-key-not-for-production';

/**
 * The embedded development identity provider (/dev/idp) lets anyone log in as any e-mail address, so it is
 * on outside production and in production only when DEV_IDP_ENABLED=true asks for it.
 */
export const devIdpEnabled = (config: Config): boolean => config.DEV_IDP_ENABLED ?? !isProduction(config);

/**
 * The built-in sandbox payment provider approves any deposit its page is told to, so it is on outside
 * production and in production only when PAYMENT_SANDBOX_ENABLED=true asks for it.
 */
export const paymentSandboxEnabled = (config: Config): boolean =>
  config.PAYMENT_SANDBOX_ENABLED ?? !isProduction(config);

/**
 * The built-in sandbox sportsbook (/sandbox/sportsbook, decision 0136) lets whoever holds a session token settle
 * its bets as won, so it is on outside production and in production only when SPORTSBOOK_SANDBOX_ENABLED=true
 * asks for it.
 */
export const sportsbookSandboxEnabled = (config: Config): boolean =>
  config.SPORTSBOOK_SANDBOX_ENABLED ?? !isProduction(config);

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
