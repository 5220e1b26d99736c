import { bonusCodeMode, bonusType } from '@croupier/contracts/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { ensureCashbackBonus, onlyDefault } from './cashback-bonus.ts';
import { standardContributions } from './contributions.ts';
import type { LocalizedNames } from './names.ts';
import { seedNames } from './seed-names.ts';
import {
  bonusCashbackPrograms,
  bonusCodes,
  bonusContributions,
  bonuses,
  bonusJurisdictions,
  bonusOfferAmounts,
  bonusOffers,
  bonusPackages,
  bonusTerms,
} from './tables.ts';

/**
 * Demo offers in every demo currency (settings/seed.ts), written once: rows an operator has edited are left
 * alone on every later start (`on conflict do nothing`). Amounts are written per currency the way casinos
 * quote them (500 in CAD, USD, EUR, AUD and USDT; 2,500 BRL; 50,000 JPY), crypto from the CAD figure at the
 * seed's rates, rounded to two significant digits.
 */

type Money = Record<string, bigint>;

/** One CAD figure in each demo currency's minor units. */
export function demoMoney(cad: number): Money {
  // Two significant digits, scaled in integers: 18-decimal subunits do not fit a double.
  const crypto = (rate: number, decimals: number) => {
    const exponent = Math.floor(Math.log10(cad / rate)) - 1;
    const digits = BigInt(Math.round(cad / rate / 10 ** exponent));
    const shift = decimals + exponent;
    return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  };
  const cents = BigInt(Math.round(cad * 100));
  return {
    CAD: cents,
    USD: cents,
    EUR: cents,
    AUD: cents,
    USDT: cents * 10_000n,
    BRL: cents * 5n,
    JPY: BigInt(Math.round(cad * 100)),
    BTC: crypto(137_500, 8),
    ETH: crypto(4_800, 18),
  };
}

/** The free-spin stake of the house slot below, at or above its smallest bet in each currency. */
const spinValue: Money = {
  CAD: 20n,
  USD: 20n,
  EUR: 20n,
  AUD: 20n,
  USDT: 200_000n,
  BRL: 100n,
  JPY: 20n,
  BTC: 200n,
  ETH: 50_000_000_000_000n,
};

export const demoFreeSpinsGame = 'croupier-originals-fruit-stand-classic';

interface BonusSeed {
  slug: string;
  names: LocalizedNames;
  type: number;
  depositPercentage?: number;
  freeSpinsCount?: number;
  wagerCasino: string;
  wagerSportsbook?: string;
  wagerBase?: 'bonus' | 'bonus_deposit';
  claimDays?: number;
  activeDays?: number;
  amount?: Money;
  maxAmount?: Money;
  maxBet?: Money;
  maxConversion?: Money;
}

interface OfferSeed {
  slug: string;
  trigger: number;
  invoiceNumberFrom?: number;
  invoiceNumberTo?: number;
  minDeposit?: Money;
  requiresCode?: boolean;
  perPlayerLimit?: number;
  bonuses: BonusSeed[];
}

interface PackageSeed {
  slug: string;
  names: LocalizedNames;
  offers: OfferSeed[];
}

const maxBet = demoMoney(5);

const freeSpins = (slug: string, count: number): BonusSeed => ({
  slug,
  names: seedNames.freeSpins(count),
  type: bonusType.freeSpins,
  freeSpinsCount: count,
  wagerCasino: '30',
  maxBet,
  maxConversion: demoMoney(100),
});

// The name holds no amount: the cap differs per currency (demoMoney), and the site states it in the player's own.
const depositMatch = (slug: string, percent: number, cap: number, wager = '35'): BonusSeed => ({
  slug,
  names: seedNames.depositMatch(percent),
  type: bonusType.depositPercentage,
  depositPercentage: percent,
  wagerCasino: wager,
  wagerSportsbook: '8',
  maxAmount: demoMoney(cap),
  maxBet,
});

export const demoPackages: PackageSeed[] = [
  {
    slug: 'welcome',
    names: seedNames.welcome,
    offers: [
      {
        slug: 'welcome-1',
        trigger: bonusCodeMode.apply,
        invoiceNumberFrom: 1,
        invoiceNumberTo: 1,
        minDeposit: demoMoney(20),
        perPlayerLimit: 1,
        bonuses: [depositMatch('welcome-1-match', 100, 500), freeSpins('welcome-1-spins', 50)],
      },
      {
        slug: 'welcome-2',
        trigger: bonusCodeMode.apply,
        invoiceNumberFrom: 2,
        invoiceNumberTo: 2,
        minDeposit: demoMoney(20),
        perPlayerLimit: 1,
        bonuses: [depositMatch('welcome-2-match', 50, 300)],
      },
      {
        slug: 'welcome-3',
        trigger: bonusCodeMode.apply,
        invoiceNumberFrom: 3,
        invoiceNumberTo: 3,
        minDeposit: demoMoney(20),
        perPlayerLimit: 1,
        bonuses: [depositMatch('welcome-3-match', 25, 200), freeSpins('welcome-3-spins', 50)],
      },
    ],
  },
  {
    slug: 'reload',
    names: seedNames.reload,
    offers: [
      {
        slug: 'reload',
        trigger: bonusCodeMode.apply,
        invoiceNumberFrom: 2,
        minDeposit: demoMoney(30),
        bonuses: [depositMatch('reload-match', 50, 200, '30')],
      },
    ],
  },
  {
    slug: 'welcome-code',
    names: seedNames.welcomeCode,
    offers: [
      {
        slug: 'welcome-code',
        trigger: bonusCodeMode.apply,
        invoiceNumberFrom: 1,
        invoiceNumberTo: 1,
        minDeposit: demoMoney(20),
        requiresCode: true,
        perPlayerLimit: 1,
        bonuses: [depositMatch('welcome-code-match', 100, 1000, '40'), freeSpins('welcome-code-spins', 100)],
      },
    ],
  },
  {
    slug: 'fruit-stand-spins',
    names: seedNames.fruitStandSpins,
    offers: [
      {
        slug: 'fruit-stand-spins',
        trigger: bonusCodeMode.check,
        requiresCode: true,
        perPlayerLimit: 1,
        bonuses: [freeSpins('fruit-stand-spins', 25)],
      },
    ],
  },
  {
    slug: 'no-deposit',
    names: seedNames.noDeposit,
    offers: [
      {
        slug: 'no-deposit-10',
        trigger: bonusCodeMode.check,
        requiresCode: true,
        perPlayerLimit: 1,
        bonuses: [
          {
            slug: 'no-deposit-10-cash',
            names: seedNames.noDepositCash,
            type: bonusType.cash,
            wagerCasino: '50',
            claimDays: 3,
            activeDays: 7,
            amount: demoMoney(10),
            maxBet,
            maxConversion: demoMoney(100),
          },
        ],
      },
    ],
  },
];

export const demoCodes = [
  { code: 'WELCOME100', offer: 'welcome-code', usageLimit: 10_000 },
  { code: 'FRUITSPINS', offer: 'fruit-stand-spins', usageLimit: 5_000 },
  { code: 'NODEPOSIT10', offer: 'no-deposit-10', usageLimit: 1_000 },
];

/** Regulators' rules: reference data, seeded whether or not demo data is (docs/decisions/0066). */
export const jurisdictionRules = [
  { country: 'GB', wageringCap: '10', guestsMaySeeOffers: true, note: 'UKGC: wagering at most 10× from January 2026' },
  { country: 'NL', wageringCap: null, guestsMaySeeOffers: false, note: 'KSA: no untargeted bonus advertising' },
  { country: 'IT', wageringCap: null, guestsMaySeeOffers: false, note: 'Decreto Dignità: no gambling advertising' },
  {
    country: 'ES',
    wageringCap: null,
    guestsMaySeeOffers: false,
    note: 'RD 958/2020: bonuses only to verified accounts',
  },
  { country: 'BE', wageringCap: null, guestsMaySeeOffers: false, note: 'Gambling advertising ban since 2023' },
  {
    // A province (ISO 3166-2): it overrides Canada's (absent) rule for visitors the proxy places there.
    country: 'CA-ON',
    wageringCap: null,
    guestsMaySeeOffers: false,
    note: 'AGCO Registrar’s Standards 2.03: inducements and bonuses only to players who have an account',
  },
];

export async function seedJurisdictions(db: Executor): Promise<void> {
  await db.insert(bonusJurisdictions).values(jurisdictionRules).onConflictDoNothing();
}

export async function seedDemoBonuses(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    let position = 0;
    for (const pkg of demoPackages) {
      await tx
        .insert(bonusPackages)
        .values({ slug: pkg.slug, names: pkg.names })
        .onConflictDoUpdate({
          target: bonusPackages.slug,
          set: { names: pkg.names },
          setWhere: onlyDefault(bonusPackages.names),
        });
      const [packageRow] = await tx.select().from(bonusPackages).where(eq(bonusPackages.slug, pkg.slug));
      if (!packageRow) throw new Error(`bonus package ${pkg.slug} vanished`);
      for (const offer of pkg.offers) {
        position += 10;
        const offerId = await upsertOffer(tx, packageRow.id, offer, position);
        for (const [index, bonus] of offer.bonuses.entries()) await seedBonus(tx, offerId, bonus, (index + 1) * 10);
      }
    }
    for (const code of demoCodes) {
      const [offer] = await tx.select().from(bonusOffers).where(eq(bonusOffers.slug, code.offer));
      if (!offer) throw new Error(`bonus offer ${code.offer} vanished`);
      await tx
        .insert(bonusCodes)
        .values({ code: code.code, offerId: offer.id, usageLimit: code.usageLimit })
        .onConflictDoNothing();
    }
    const cashbackCap = demoMoney(500);
    await tx
      .insert(bonusCashbackPrograms)
      .values(
        Object.entries(demoMoney(1)).map(([currency, minAmountMinor]) => ({
          currency,
          percentage: '10',
          period: 'weekly' as const,
          minAmountMinor,
          maxAmountMinor: cashbackCap[currency] ?? null,
          wager: '1',
        })),
      )
      .onConflictDoNothing();
    // Each programme's cashback bonus, so the operator sees (and may edit) it before the first run.
    for (const currency of Object.keys(demoMoney(1))) await ensureCashbackBonus(tx, currency);
  });
}

async function upsertOffer(tx: Executor, packageId: string, offer: OfferSeed, position: number): Promise<string> {
  await tx
    .insert(bonusOffers)
    .values({
      slug: offer.slug,
      packageId,
      trigger: offer.trigger,
      invoiceNumberFrom: offer.invoiceNumberFrom ?? null,
      invoiceNumberTo: offer.invoiceNumberTo ?? null,
      requiresCode: offer.requiresCode ?? false,
      perPlayerLimit: offer.perPlayerLimit ?? null,
      position,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(bonusOffers).where(eq(bonusOffers.slug, offer.slug));
  if (!row) throw new Error(`bonus offer ${offer.slug} vanished`);
  if (offer.minDeposit) {
    await tx
      .insert(bonusOfferAmounts)
      .values(
        Object.entries(offer.minDeposit).map(([currency, amountFromMinor]) => ({
          offerId: row.id,
          currency,
          amountFromMinor,
        })),
      )
      .onConflictDoNothing();
  }
  return row.id;
}

async function seedBonus(tx: Executor, offerId: string, bonus: BonusSeed, position: number): Promise<void> {
  await tx
    .insert(bonuses)
    .values({
      slug: bonus.slug,
      offerId,
      names: bonus.names,
      type: bonus.type,
      depositPercentage: bonus.depositPercentage ?? null,
      freeSpinsCount: bonus.freeSpinsCount ?? null,
      freeSpinsGame: bonus.type === bonusType.freeSpins ? demoFreeSpinsGame : null,
      wagerCasino: bonus.wagerCasino,
      wagerSportsbook: bonus.wagerSportsbook ?? '0',
      wagerBase: bonus.wagerBase ?? 'bonus',
      claimDays: bonus.claimDays ?? 7,
      activeDays: bonus.activeDays ?? 30,
      position,
    })
    .onConflictDoUpdate({ target: bonuses.slug, set: { names: bonus.names }, setWhere: onlyDefault(bonuses.names) });
  const [row] = await tx.select().from(bonuses).where(eq(bonuses.slug, bonus.slug));
  if (!row) throw new Error(`bonus ${bonus.slug} vanished`);
  const currencies = Object.keys(demoMoney(1));
  await tx
    .insert(bonusTerms)
    .values(
      currencies.map((currency) => ({
        bonusId: row.id,
        currency,
        amountMinor: bonus.amount?.[currency] ?? null,
        maxAmountMinor: bonus.maxAmount?.[currency] ?? null,
        betValueMinor: bonus.type === bonusType.freeSpins ? (spinValue[currency] ?? null) : null,
        maxBetMinor: bonus.maxBet?.[currency] ?? null,
        maxConversionMinor: bonus.maxConversion?.[currency] ?? null,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(bonusContributions)
    .values(standardContributions.map((c) => ({ bonusId: row.id, ...c })))
    .onConflictDoNothing();
}
