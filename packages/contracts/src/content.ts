import { z } from 'zod';

/**
 * Content documents served per locale under the content API base (`/api/content/<path>?locale=…`),
 * each missing field filled from the default locale. A headless CMS adapter must return the same shapes.
 */

const link = z.object({ label: z.string(), to: z.string() });
/**
 * Marks what promises a bonus: served only where the visitor may be shown offers (`?offers=hidden` leaves
 * it out, docs/decisions/0081). Stored documents may also carry `withoutOffers`, the fields that replace an
 * object's own when offers are hidden; the API never serves it.
 */
const offerFlag = z.boolean().optional();
/** The public feature flags content can depend on (spec 01 §6). */
export const contentFeatures = ['loyalty', 'quests', 'sports'] as const;
export type ContentFeature = (typeof contentFeatures)[number];
/**
 * Marks a part served only while that public flag is on (a menu entry for /loyalty, /quests or /sports); the API
 * never serves the marker itself.
 */
const featureFlag = z.enum(contentFeatures).optional();
const iconLink = link.extend({ icon: z.string(), feature: featureFlag });
/** Artwork is generated (SVG gradients and shapes), named by palette; no external images. */
export const artSchema = z.enum(['gold', 'emerald', 'sapphire', 'ruby', 'violet', 'sunset', 'ocean']);

export const layoutDocument = z.object({
  brand: z.object({ name: z.string(), tagline: z.string() }),
  headerMenu: z.array(iconLink),
  drawerMenu: z.array(z.object({ title: z.string(), items: z.array(iconLink) })),
  bottomNav: z.array(iconLink),
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(link) })),
    legal: z.array(z.string()),
    badges: z.array(z.string()),
    supportEmail: z.string(),
  }),
  cookiePopup: z.object({ text: z.string(), accept: z.string(), policy: link }),
});

const promotion = z.object({
  identity: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  terms: z.array(z.string()),
  cta: link,
  art: artSchema,
  badge: z.string().optional(),
  offer: offerFlag,
  feature: featureFlag,
});

export const homeDocument = z.object({
  title: z.string(),
  description: z.string(),
  hero: z.array(
    z.object({
      id: z.string(),
      eyebrow: z.string(),
      title: z.string(),
      text: z.string(),
      cta: link,
      art: artSchema,
      offer: offerFlag,
    }),
  ),
  features: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string(), offer: offerFlag })),
  promotionsTitle: z.string(),
  responsibleGaming: z.object({ title: z.string(), text: z.string(), cta: link }),
});

export const promotionsDocument = z.object({ title: z.string(), description: z.string(), items: z.array(promotion) });

export const questionsDocument = z.object({
  title: z.string(),
  description: z.string(),
  groups: z.array(z.object({ identity: z.string(), title: z.string(), summary: z.string() })),
});
export const questionGroupDocument = z.object({
  title: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.array(z.string()) })),
});

/** Generic content pages (`/{slug}`) and static pages (`/static/:pageIdentity`). */
export const pageDocument = z.object({
  title: z.string(),
  description: z.string(),
  updatedAt: z.string().optional(),
  blocks: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('heading'), text: z.string() }),
      z.object({ type: z.literal('paragraph'), text: z.string() }),
      z.object({ type: z.literal('list'), items: z.array(z.string()) }),
    ]),
  ),
});

export const contactDocument = z.object({
  title: z.string(),
  intro: z.string(),
  subjects: z.array(z.object({ value: z.string(), label: z.string() })),
  success: z.object({ title: z.string(), text: z.string() }),
});

export const errorDocument = z.object({ title: z.string(), text: z.string(), button: z.string() });

export const signUpDocument = z.object({
  /** Absent where the visitor may not be shown offers. */
  bonusBanner: z.object({ title: z.string(), text: z.string(), art: artSchema, offer: offerFlag }).optional(),
});

/** Alert texts by name (ICU placeholders such as {email}). */
export const alertsDocument = z.record(z.string(), z.object({ title: z.string(), text: z.string() }));

/** Per-field labels, placeholders and rule messages ({min}, {max}, {param}, {other}). */
export const fieldSettingsDocument = z.object({
  fields: z.record(
    z.string(),
    z.object({ label: z.string(), placeholder: z.string().optional(), hint: z.string().optional() }),
  ),
  messages: z.record(z.string(), z.string()),
});

export const globalComponentsDocument = z.object({
  newBuild: z.object({ text: z.string(), reload: z.string() }),
  chat: z.object({ label: z.string() }),
  quickDeposit: z.object({ text: z.string(), cta: z.string(), close: z.string() }),
  /** Wallet promo banner for new players without a deposit (spec 02 §3 "Promo content"). */
  walletPromo: z
    .object({
      title: z.string(),
      description: z.string(),
      image: artSchema,
      /** Without it the site's defaults apply (spec 02 §9: 5 min in the banner, 10 in the general screen). */
      countdownMinutes: z.number().int().positive().optional(),
      expiredLabel: z.string(),
    })
    .optional(),
  /** Steps of the collapsible deposit guide; whether it shows comes from settings.depositGuide. */
  depositGuide: z.object({ title: z.string(), steps: z.array(z.string()) }).optional(),
});

export const modalsDocument = z.record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])));

/** Operator settings that live in content (spec 01 §6: segment ids). */
export const contentSettingsDocument = z.object({
  segments: z.object({ duplicate: z.number().int(), vip: z.number().int() }),
  depositGuide: z.object({ enabled: z.boolean(), showWithoutDepositOnly: z.boolean() }),
});

export const contentDocuments = {
  layout: layoutDocument,
  alerts: alertsDocument,
  'field-settings': fieldSettingsDocument,
  'global-components': globalComponentsDocument,
  modals: modalsDocument,
  settings: contentSettingsDocument,
  'pages/home': homeDocument,
  'pages/promotions': promotionsDocument,
  'pages/questions': questionsDocument,
  'pages/contact': contactDocument,
  'pages/error': errorDocument,
  'pages/sign-up': signUpDocument,
} as const;

export type LayoutDocument = z.infer<typeof layoutDocument>;
export type HomeDocument = z.infer<typeof homeDocument>;
export type PromotionsDocument = z.infer<typeof promotionsDocument>;
export type Promotion = z.infer<typeof promotion>;
export type QuestionsDocument = z.infer<typeof questionsDocument>;
export type QuestionGroupDocument = z.infer<typeof questionGroupDocument>;
export type PageDocument = z.infer<typeof pageDocument>;
export type ContactDocument = z.infer<typeof contactDocument>;
export type ErrorDocument = z.infer<typeof errorDocument>;
export type SignUpDocument = z.infer<typeof signUpDocument>;
export type Art = z.infer<typeof artSchema>;
export type GlobalComponentsDocument = z.infer<typeof globalComponentsDocument>;
export type ContentSettingsDocument = z.infer<typeof contentSettingsDocument>;
export type ContentDocumentPath = keyof typeof contentDocuments;
