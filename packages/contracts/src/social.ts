import { z } from 'zod';
import { playerProfileSchema } from './player.ts';

/** Social login (OpenID Connect) and auto-login: docs/decisions/0014. */

export const socialProviderSchema = z.object({
  id: z.string().describe('Path segment of the start URL, e.g. google'),
  name: z.string().describe('Shown on the "Continue with …" button'),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialProviderParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) });

export const socialStartQuerySchema = z.object({
  returnTo: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site')
    .optional()
    .describe('Path on this site to go to after signing in (the locale home); default /'),
});

export const socialStartResultSchema = z.object({
  url: z.string().describe("The provider's authorization URL (state, nonce, PKCE S256 challenge); go there"),
});

const opaque = (max: number) => z.string().min(1).max(max);

export const socialLoginBodySchema = z.object({
  provider: z.string().max(32).optional().describe('Checked against the provider the state was issued for'),
  state: opaque(512),
  code: opaque(4096).optional().describe('Absent when the provider answered with an error'),
  iss: z.string().max(512).optional().describe('The iss parameter of the callback (RFC 9207), when present'),
  error: z.string().max(256).optional().describe('The error parameter of the callback, when present'),
  affiliateTag: z.string().max(255).optional(),
  fingerprint: z.string().max(128).optional(),
  locale: z.string().max(10).optional().describe('Locale of a newly created player'),
});
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

export const socialLoginResultSchema = z.object({
  accessToken: z.string(),
  profile: playerProfileSchema,
  isNewPlayer: z.boolean().describe('True when this login created the account (successRegistration)'),
  returnTo: z.string().describe('The path given when the sign-in started'),
});
export type SocialLoginResult = z.infer<typeof socialLoginResultSchema>;

export const autologinBodySchema = z.object({ token: opaque(512) });

export const devAutologinTokenBodySchema = z.object({
  email: z.string().email().max(254),
  ttlMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
});

export const autologinTokenResultSchema = z.object({
  token: z.string(),
  url: z.string().describe('The /auth/autologin?state=<token> link on this site'),
  expiresAt: z.string(),
});
