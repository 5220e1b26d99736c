/**
 * Every enumeration of spec 01 §3 and spec 02 §3/§9 with its numeric value. `GET /api/settings/constants`
 * serves exactly these objects, so the server, the site and any other client share one source.
 * Values the specs give are used as given; the rest (marked "ours") are our design, recorded in
 * docs/decisions/0005-enumeration-values.md.
 */

export const playerStatus = { active: 1, limited: 2, disabled: 3, selfExcluded: 4 } as const;

export const limitDefinition = { bet: 1, loss: 2, deposit: 3, selfExclusion: 4, coolingOff: 5 } as const;
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;

/** Ours: the identity-verification document lifecycle. */
export const documentStatus = { pending: 1, approved: 2, rejected: 3 } as const;

export const paymentInvoiceStatus = { pending: 1, success: 2, rejected: 3, processing: 4 } as const;
export const paymentInvoiceType = { deposit: 1, withdrawal: 2 } as const;
/**
 * The wallet history's row type of a movement outside invoices (1 and 2 are the invoice types). Here, not in
 * payments.ts, so that the site's shell can test it without bringing zod along.
 */
export const historyCreditType = 3;

/** Ours: a game round as the bet history shows it. */
export const betStatus = { open: 1, won: 2, lost: 3, refunded: 4, canceled: 5 } as const;

export const playerBonusStatus = { issued: 1, active: 2, finished: 3, pending: 4 } as const;
export const playerBonusResult = { none: 1, played: 2, canceled: 3, expired: 4, lost: 5 } as const;
export const playerFreespinStatus = { issued: 1, active: 2, finished: 3, pending: 4 } as const;
export const playerFreespinResult = { none: 1, played: 2, canceled: 3, expired: 4 } as const;

export const bonusType = { cash: 1, depositPercentage: 2, freeSpins: 3 } as const;
export const bonusCodeMode = { check: 1, apply: 3 } as const;
export const bonusCodeType = 3;
export const bonusCodeStatus = { applied: 1, regular: 2, incorrect: 3, notAvailable: 4 } as const;

export const gamePlatform = { mobile: 1, desktop: 2 } as const;

/**
 * Spec 02 §9: a player's user-agent string is kept to this many characters, by the site's fingerprint and
 * by the server wherever it stores a player's (it is client-controlled: one request must not store kilobytes).
 * The back office keeps its staff's to the same length.
 */
export const maxUserAgentLength = 500;

export const questState = {
  available: 1,
  active: 2,
  completed: 3,
  failed: 4,
  expired: 5,
  expiredUnclaimed: 6,
} as const;
export const notificationState = { unread: 1, read: 2 } as const;

/** A curated list of IANA zones, one per populated offset region our markets use. */
export const timeZones = [
  { id: 'America/Vancouver', name: '(UTC-08:00) Pacific Time — Vancouver' },
  { id: 'America/Edmonton', name: '(UTC-07:00) Mountain Time — Edmonton' },
  { id: 'America/Winnipeg', name: '(UTC-06:00) Central Time — Winnipeg' },
  { id: 'America/Toronto', name: '(UTC-05:00) Eastern Time — Toronto' },
  { id: 'America/Halifax', name: '(UTC-04:00) Atlantic Time — Halifax' },
  { id: 'America/St_Johns', name: '(UTC-03:30) Newfoundland — St. John’s' },
  { id: 'America/Sao_Paulo', name: '(UTC-03:00) Brasília — São Paulo' },
  { id: 'America/Argentina/Buenos_Aires', name: '(UTC-03:00) Buenos Aires' },
  { id: 'Atlantic/Azores', name: '(UTC-01:00) Azores' },
  { id: 'UTC', name: '(UTC+00:00) Coordinated Universal Time' },
  { id: 'Europe/Lisbon', name: '(UTC+00:00) Lisbon' },
  { id: 'Europe/Berlin', name: '(UTC+01:00) Berlin, Vienna, Zurich' },
  { id: 'Europe/Madrid', name: '(UTC+01:00) Madrid' },
  { id: 'Europe/Helsinki', name: '(UTC+02:00) Helsinki, Kyiv' },
  { id: 'Europe/Istanbul', name: '(UTC+03:00) Istanbul' },
  { id: 'Asia/Dubai', name: '(UTC+04:00) Dubai' },
  { id: 'Asia/Kolkata', name: '(UTC+05:30) India' },
  { id: 'Asia/Bangkok', name: '(UTC+07:00) Bangkok' },
  { id: 'Asia/Singapore', name: '(UTC+08:00) Singapore' },
  { id: 'Asia/Tokyo', name: '(UTC+09:00) Tokyo' },
  { id: 'Australia/Sydney', name: '(UTC+10:00) Sydney' },
  { id: 'Pacific/Auckland', name: '(UTC+12:00) Auckland' },
] as const;

export const settingsConstants = {
  playerStatus,
  timeZones,
  documentStatus,
  paymentInvoiceStatus,
  paymentInvoiceType,
  betStatus,
  playerBonusStatus,
  playerBonusResult,
  playerFreespinStatus,
  playerFreespinResult,
  limitDefinition,
  limitPeriods,
  bonusType,
  bonusCodeMode,
  bonusCodeStatus,
  gamePlatform,
  questState,
  notificationState,
} as const;

/** The two player segments of spec 01 §6 (ours: their names); their ids come from content settings. */
export const playerSegmentNames = ['vip', 'duplicate'] as const;
export type PlayerSegmentName = (typeof playerSegmentNames)[number];
