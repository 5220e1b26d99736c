import { z } from 'zod';
import { pageMetaSchema } from './errors.ts';

/**
 * Player accounts: registration, sessions, profile, passwords (spec 01 §3, §4, §5, §7 "Player").
 * Bounds live here once so the zod schemas, the field rules served by GET /api/player/fields/validations
 * and the site's forms cannot drift apart.
 */
export const playerLimits = {
  passwordMin: 6,
  /** argon2 copes with any length; the cap only keeps one request from hashing megabytes. */
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  nicknameMin: 2,
  nicknameMax: 32,
  emailMax: 254,
  phoneMax: 250,
  addressMax: 255,
  cityMax: 100,
  postalCodeMax: 20,
} as const;

/** Spec 01 §5 default messages, with their placeholders already substituted. */
export const ruleMessages = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  min: (min: number) => `This field should be at least ${min} characters long`,
  max: (max: number) => `The maximum length allowed is ${max}`,
  confirmed: (other: string) => `The value must be equal to the ${other} value`,
  noSpaces: 'Value must not contain spaces',
  latinOnly: 'Only Latin letters, digits and symbols are allowed',
  date: 'Value is not a valid date (YYYY-MM-DD)',
  phone: 'Value is not a valid phone number',
  alphaDash: 'Only letters, digits, dashes and underscores are allowed',
} as const;

/** Patterns as strings too: the field rules hand them to the site's `regex` rule. */
export const playerPatterns = {
  noSpaces: '^\\S*$',
  /** Printable ASCII: "Latin characters only" (S1.5-36) without ruling out digits and symbols. */
  latinOnly: '^[\\x20-\\x7E]*$',
  /** E.164-style after separators are removed: +, country code, up to 15 digits, optional extension. */
  phone: '^\\+[1-9]\\d{6,14}(?:;ext=\\d{1,20})?$',
  alphaDash: '^[\\p{L}\\p{N}_-]+$',
} as const;

const { passwordMin, passwordMax } = playerLimits;

const emailField = z
  .string(ruleMessages.required)
  .trim()
  .toLowerCase()
  .min(1, ruleMessages.required)
  .max(playerLimits.emailMax, ruleMessages.max(playerLimits.emailMax))
  .regex(z.regexes.email, ruleMessages.email);

/** password_registration (S1.5-34…37): non-empty, no spaces, Latin only, at least 6. */
export const registrationPasswordField = z
  .string(ruleMessages.required)
  .min(1, ruleMessages.required)
  .regex(new RegExp(playerPatterns.noSpaces), ruleMessages.noSpaces)
  .regex(new RegExp(playerPatterns.latinOnly), ruleMessages.latinOnly)
  .min(passwordMin, ruleMessages.min(passwordMin))
  .max(passwordMax, ruleMessages.max(passwordMax));

/** password, newPassword (S1.5-33, S1.5-42): at least 6. */
const passwordField = z
  .string(ruleMessages.required)
  .min(1, ruleMessages.required)
  .min(passwordMin, ruleMessages.min(passwordMin))
  .max(passwordMax, ruleMessages.max(passwordMax));

export const birthdateField = z.iso
  .date({ error: (issue) => (issue.input === undefined ? ruleMessages.required : ruleMessages.date) })
  .describe('YYYY-MM-DD');
const countryField = z
  .string(ruleMessages.required)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Value is not a country code')
  .describe('ISO 3166-1 alpha-2');
const currencyField = z
  .string(ruleMessages.required)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'Value is not a currency code');
/** The visitor fingerprint the site computes (S1.7-24); opaque to us, bounded to keep rows small. */
const fingerprintField = z.string().max(128, ruleMessages.max(128));
const affiliateTagField = z.string().max(255, ruleMessages.max(255));

export const genders = ['male', 'female', 'other'] as const;

// ---------------------------------------------------------------------------------------------------
// Profile

export const playerProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  birthdate: z.string().nullable().describe('YYYY-MM-DD'),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable().describe('E.164, e.g. +4915112345678'),
  city: z.string().nullable(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  currency: z.string().describe('The currency chosen at registration'),
  pwaInstalled: z.boolean(),
  isNewlyRegistered: z.boolean().describe('True during the first 24 hours after registration'),
  status: z.number().int().describe('1 active, 2 limited (no deposits), other values disabled'),
  segmentIds: z.array(z.number().int()),
  sumsubVerified: z.boolean().describe('Identity verified'),
  receiveBonus: z
    .boolean()
    .optional()
    .describe('Always sent: the player takes bonuses (spec 01 §3 receiveBonus); false, none is issued'),
  createdAt: z.iso.datetime(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** An optional text field: blank means "not given", stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z.string(ruleMessages.required).trim().min(min, ruleMessages.min(min)).max(max, ruleMessages.max(max)).nullable(),
  );

/** A phone as typed: separators are dropped before the E.164 check. */
export const phoneField = z
  .string()
  .max(playerLimits.phoneMax, ruleMessages.max(playerLimits.phoneMax))
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(new RegExp(playerPatterns.phone), ruleMessages.phone));

/**
 * PUT /api/player/profile takes the whole profile (S1.3-11): every editable field must be present, null
 * clears it. Server-owned fields (id, status, segmentIds, …) may be sent back as read and are ignored,
 * except email and status: a different value there is refused, since it looks like an attempt to change them.
 */
export const profileUpdateSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(playerLimits.nicknameMin, ruleMessages.min(playerLimits.nicknameMin))
    .max(playerLimits.nicknameMax, ruleMessages.max(playerLimits.nicknameMax))
    .regex(new RegExp(playerPatterns.alphaDash, 'u'), ruleMessages.alphaDash)
    .nullable(),
  firstName: optionalText(playerLimits.nameMin, playerLimits.nameMax),
  lastName: optionalText(playerLimits.nameMin, playerLimits.nameMax),
  gender: z.enum(genders).nullable(),
  birthdate: birthdateField.nullable(),
  address: optionalText(1, playerLimits.addressMax),
  postalCode: optionalText(1, playerLimits.postalCodeMax),
  phone: phoneField.nullable(),
  city: optionalText(1, playerLimits.cityMax),
  country: countryField.nullable(),
  pwaInstalled: z.boolean(),
  receiveBonus: z.boolean().optional().describe('Left as it is when not sent'),
  email: z.string().optional().describe('Read-only here; must equal the current address when sent'),
  status: z.number().int().optional().describe('Read-only; must equal the current status when sent'),
  id: z.string().optional(),
  currency: z.string().optional(),
  isNewlyRegistered: z.boolean().optional(),
  segmentIds: z.array(z.number()).optional(),
  sumsubVerified: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Registration, login, tokens

export const registerBodySchema = z
  .object({
    email: emailField,
    password: registrationPasswordField,
    passwordConfirmation: z.string().optional().describe('When sent, must equal password'),
    currency: currencyField,
    country: countryField,
    birthdate: birthdateField,
    agreements: z.literal(true, 'You must accept the terms and conditions'),
    receiveEmailPromo: z.boolean().optional(),
    receiveBonus: z.boolean().optional().describe('Default true: the player takes bonuses'),
    bonusCode: z.string().trim().max(64, ruleMessages.max(64)).optional(),
    nickname: z
      .string()
      .trim()
      .min(playerLimits.nicknameMin, ruleMessages.min(playerLimits.nicknameMin))
      .max(playerLimits.nicknameMax, ruleMessages.max(playerLimits.nicknameMax))
      .regex(new RegExp(playerPatterns.alphaDash, 'u'), ruleMessages.alphaDash)
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'Value is not a locale code')
      .optional(),
    affiliateTag: affiliateTagField.optional(),
    fingerprint: fingerprintField.optional(),
  })
  .check((ctx) => {
    const { password, passwordConfirmation } = ctx.value;
    if (passwordConfirmation !== undefined && passwordConfirmation !== password) {
      ctx.issues.push({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: ruleMessages.confirmed('password'),
        input: passwordConfirmation,
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Registration never says whether the address already had an account (docs/decisions/0010). */
export const registrationAcceptedSchema = z.object({ status: z.literal('confirmation-sent') });

export const confirmEmailBodySchema = z.object({ code: z.string().min(1, ruleMessages.required).max(200) });

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string(ruleMessages.required)
    .min(1, ruleMessages.required)
    .max(passwordMax, ruleMessages.max(passwordMax)),
  fingerprint: fingerprintField.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResultSchema = z.object({ accessToken: z.string(), profile: playerProfileSchema });
export type SessionResult = z.infer<typeof sessionResultSchema>;

export const refreshResultSchema = z.object({ accessToken: z.string() });

export const statusResultSchema = z.object({ status: z.string() });

export const resendConfirmationResultSchema = z.object({
  status: z.literal('confirmation-sent'),
  email: z.string().describe('Where the e-mail went, for the resentVerification alert'),
});

// ---------------------------------------------------------------------------------------------------
// Sessions list

export const sessionItemSchema = z.object({
  id: z.uuid(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  browser: z.string().describe('e.g. "Chrome 126", or "Unknown"'),
  os: z.string().describe('e.g. "Windows", "iOS 17", or "Unknown"'),
  ip: z.string().describe('Masked: the last IPv4 octet or all but three IPv6 groups hidden'),
  country: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean().describe('The session making this request'),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

export const sessionListSchema = z.object({ data: z.array(sessionItemSchema), meta: pageMetaSchema });

export const sessionIdParamsSchema = z.object({ id: z.uuid('Not a session id') });

// ---------------------------------------------------------------------------------------------------
// Passwords

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string(ruleMessages.required).min(1, ruleMessages.required).max(passwordMax),
    newPassword: passwordField,
    repeatNewPassword: z.string(ruleMessages.required).min(1, ruleMessages.required),
  })
  .check((ctx) => {
    if (ctx.value.repeatNewPassword !== ctx.value.newPassword) {
      ctx.issues.push({
        code: 'custom',
        path: ['repeatNewPassword'],
        message: ruleMessages.confirmed('newPassword'),
        input: ctx.value.repeatNewPassword,
      });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ email: emailField });

export const confirmResetBodySchema = z
  .object({
    resetCode: z.string(ruleMessages.required).min(1, ruleMessages.required).max(200),
    password: passwordField,
    passwordConfirmation: z.string(ruleMessages.required).min(1, ruleMessages.required),
  })
  .check((ctx) => {
    if (ctx.value.passwordConfirmation !== ctx.value.password) {
      ctx.issues.push({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: ruleMessages.confirmed('password'),
        input: ctx.value.passwordConfirmation,
      });
    }
  });
export type ConfirmResetBody = z.infer<typeof confirmResetBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Field rules (S1.3-30, S1.5-01…03)

/** Rule names of spec 01 §5; `args` fill the message placeholders {min}, {max}, {other}, {param}. */
export const fieldRuleNames = [
  'required',
  'min',
  'max',
  'email',
  'phone',
  'confirmed',
  'integer',
  'numeric',
  'date',
  'before',
  'after',
  'min_age',
  'max_age',
  'regex',
  'digits',
  'alpha_dash',
  'min_value',
  'max_value',
  'cpf',
  'accepted',
] as const;

export const fieldRuleSchema = z.object({
  rule: z.enum(fieldRuleNames),
  args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const fieldValidationSchema = z.object({
  name: z.string().describe('Form field definition name (spec 01 §3), e.g. password_registration'),
  property: z.string().describe('The request body property carrying the value, e.g. password'),
  required: z.boolean(),
  rules: z.array(fieldRuleSchema),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

export const fieldScenarios = ['registration', 'profile'] as const;
export type FieldScenario = (typeof fieldScenarios)[number];

export const fieldValidationsQuerySchema = z.object({ scenario: z.enum(fieldScenarios) });

export const fieldValidationsSchema = z.object({
  scenario: z.enum(fieldScenarios),
  fields: z.array(fieldValidationSchema),
});
export type FieldValidations = z.infer<typeof fieldValidationsSchema>;

// ---------------------------------------------------------------------------------------------------
// Development outbox

export const devMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type DevMessage = z.infer<typeof devMessageSchema>;

export const devOutboxQuerySchema = z.object({ to: z.string().optional() });
