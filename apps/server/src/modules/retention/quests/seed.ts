import type { Database } from '../../../platform/db/database.ts';
import type { LocalizedNames } from '../../bonus/names.ts';
import type { SettingsService } from '../../settings/service.ts';
import type { QuestBonusPort } from './progress.ts';
import { quests, questTasks } from './tables.ts';

interface DemoQuest {
  key: string;
  names: LocalizedNames;
  /** Major units of the base currency. */
  reward: number;
  /** The slug of a demo bonus offer given on completion as well (decision 0103). */
  rewardOffer?: string;
  tasks: { kind: string; quantity: number; multiplier?: number }[];
}

/**
 * The demo's quests (decision 0089): operator-style names in every shipped locale, cash rewards, and for the
 * hardest one the demo's free spins offer as well (decision 0103).
 */
export const demoQuests: DemoQuest[] = [
  {
    key: 'demo-slot-starter',
    names: {
      en: 'Slot Starter: spin 20 rounds',
      fr: 'Premiers tours : jouez 20 parties',
      de: 'Slot-Start: 20 Runden drehen',
      es: 'Arranque en slots: gira 20 rondas',
      'pt-br': 'Início nos slots: gire 20 rodadas',
    },
    reward: 5,
    tasks: [
      { kind: 'bets', quantity: 20 },
      { kind: 'games', quantity: 3 },
    ],
  },
  {
    key: 'demo-high-roller-warmup',
    names: {
      en: 'High Roller Warm-up: wager $50',
      fr: 'Échauffement high roller : misez 50 $',
      de: 'High-Roller-Aufwärmen: 50 $ setzen',
      es: 'Calentamiento high roller: apuesta 50 $',
      'pt-br': 'Aquecimento high roller: aposte US$ 50',
    },
    reward: 10,
    tasks: [{ kind: 'wager', quantity: 50 }],
  },
  {
    key: 'demo-big-win-hunter',
    names: {
      en: 'Big Win Hunter: hit a 10× win',
      fr: 'Chasseur de gros gains : décrochez un gain ×10',
      de: 'Großgewinn-Jäger: einen 10-fachen Gewinn landen',
      es: 'Cazador de premios: consigue una ganancia de 10×',
      'pt-br': 'Caçador de prêmios: acerte um ganho de 10×',
    },
    reward: 15,
    rewardOffer: 'fruit-stand-spins',
    tasks: [{ kind: 'win_multiplier', quantity: 1, multiplier: 10 }],
  },
];

/**
 * Open for 90 days from the first seed run; only inserted, so an operator's changes stay theirs. A reward offer
 * is found by its slug through the bonus module (its ids differ from one database to the next).
 */
export async function seedQuests(
  db: Database,
  settings: SettingsService,
  bonus: Pick<QuestBonusPort, 'offerIdBySlug'>,
  now: Date,
): Promise<void> {
  const base = (await settings.storedCurrencies(db)).find((c) => c.isBase);
  if (!base) return;
  const startsAt = new Date(now.getTime() - 60_000);
  const endsAt = new Date(now.getTime() + 90 * 24 * 3600 * 1000);
  for (const demo of demoQuests) {
    await db.transaction(async (tx) => {
      const [quest] = await tx
        .insert(quests)
        .values({
          names: demo.names,
          startsAt,
          endsAt,
          currency: base.code,
          rewardMinor: BigInt(demo.reward) * base.subunitToUnit,
          rewardOfferId: demo.rewardOffer ? ((await bonus.offerIdBySlug(tx, demo.rewardOffer)) ?? null) : null,
          seedKey: demo.key,
        })
        .onConflictDoNothing()
        .returning({ id: quests.id });
      if (!quest) return;
      await tx.insert(questTasks).values(
        demo.tasks.map((task, position) => ({
          questId: quest.id,
          position,
          kind: task.kind,
          quantity: task.kind === 'wager' ? BigInt(task.quantity) * base.subunitToUnit : BigInt(task.quantity),
          multiplier: task.multiplier ?? null,
        })),
      );
    });
  }
}
