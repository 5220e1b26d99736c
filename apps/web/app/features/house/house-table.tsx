import type { HouseSession, RevealedSeeds, RoundResult } from '@croupier/contracts/house';
import type { Currency } from '@croupier/contracts/settings';
import { Button } from '@croupier/ui/button';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { houseApi } from './house-api.ts';
import { majorUnits, type Stake } from './stake.ts';
import { useTableSound } from './table-sound.ts';

/**
 * What every house game page shares: the open session, the balance after each round, money in the
 * session's currency, and the pieces around the game itself (header, stake field, seed panel).
 */
export interface HouseTable {
  token: string;
  session: HouseSession;
  subunit: number;
  money(minor: string | bigint): string;
  problemText(code: string): string;
  /**
   * Takes a round's balance (when the casino gave one) and moves the seed's nonce on; a round played with
   * another pair (the player rotated it on another device) brings that pair in.
   */
  settled(result: RoundResult<unknown>): void;
  /** A new seed pair in play (after a rotation). */
  reseeded(next: HouseSession['seed']): void;
  sound: { on: boolean; toggle(): void };
}

export function useHouseTable(
  token: string,
  session: HouseSession | undefined,
  setSession: (update: (current: HouseSession | undefined) => HouseSession | undefined) => void,
  currencies: readonly Currency[],
): HouseTable | undefined {
  const { t, has } = useI18n();
  const sound = useTableSound();
  if (!session) return undefined;
  const subunit = Number(currencies.find((c) => c.code === session.currency)?.subunitToUnit ?? 100);
  return {
    token,
    session,
    subunit,
    money: (minor) => moneyText(majorUnits(minor, subunit), session.currency, currencies),
    problemText: (code) => t(has(`house.problem.${code}`) ? `house.problem.${code}` : 'house.problem.unknown'),
    settled: (result) => {
      sound.roundAnswered(result);
      const reseededElsewhere = result.serverSeedHash !== session.seed.serverSeedHash;
      setSession(
        (current) =>
          current && {
            ...current,
            balanceMinor: result.balanceMinor ?? current.balanceMinor,
            seed:
              result.serverSeedHash === current.seed.serverSeedHash
                ? { ...current.seed, nonce: Math.max(current.seed.nonce, result.nonce + 1) }
                : { ...current.seed, serverSeedHash: result.serverSeedHash, nonce: result.nonce + 1 },
          },
      );
      // The new pair's client seed may be another device's choice: the session says which it is.
      if (reseededElsewhere) {
        void houseApi<HouseSession>('session', { token, game: session.game.slug, currency: session.currency }).then(
          (answer) => {
            if (answer.ok) setSession((current) => current && { ...current, seed: answer.data.seed });
          },
        );
      }
    },
    reseeded: (next) => setSession((current) => current && { ...current, seed: next }),
    sound: { on: sound.on, toggle: sound.toggle },
  };
}

export function HouseHeader({ table }: { table: HouseTable }) {
  const { t } = useI18n();
  const { session } = table;
  return (
    // Sticky: a game taller than its frame (roulette's board on a phone) keeps the balance in view.
    <header className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-ink pt-3 pb-1 sm:pt-6 sm:pb-2">
      <h1 className="font-semibold text-lg text-text sm:text-xl">{session.game.name}</h1>
      <p className="flex items-center gap-2 text-sm sm:gap-3">
        <span className="rounded-full border border-line px-2 py-0.5 font-semibold text-muted text-xs uppercase tracking-wide sm:px-2.5 sm:text-sm">
          {t(session.mode === 'real' ? 'house.mode.real' : 'house.mode.demo')}
        </span>
        <span className="text-muted">{t('house.balance')}</span>
        <span className="font-semibold text-text tabular" data-testid="house-balance">
          {table.money(session.balanceMinor)}
        </span>
        <button
          type="button"
          aria-pressed={table.sound.on}
          onClick={table.sound.toggle}
          title={t('house.sound')}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-control border border-line text-muted aria-pressed:border-accent aria-pressed:text-accent"
        >
          <Icon name={table.sound.on ? 'sound' : 'muted'} />
          <span className="sr-only">{t('house.sound')}</span>
        </button>
      </p>
    </header>
  );
}

/** The stake input with halve and double, and the game's range under it (red while out of range). */
export function StakeField({ table, stake, label }: { table: HouseTable; stake: Stake; label?: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm text-text">
        {label ?? t('house.stake')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="decimal"
          value={stake.typed}
          onChange={(event) => stake.setTyped(event.target.value)}
          aria-invalid={!stake.valid}
          aria-describedby={`${id}-range`}
          className="min-h-11 w-full rounded-control border border-line bg-raised px-3 text-text tabular aria-[invalid=true]:border-danger"
        />
        <Button
          onClick={stake.halve}
          variant="secondary"
          className="px-3 font-normal text-sm"
          aria-label={t('house.halve')}
        >
          ½
        </Button>
        <Button
          onClick={stake.double}
          variant="secondary"
          className="px-3 font-normal text-sm"
          aria-label={t('house.double')}
        >
          2×
        </Button>
      </div>
      <p id={`${id}-range`} className={stake.valid ? 'text-muted text-xs' : 'text-danger text-xs'}>
        {t('house.stakeRange', { min: table.money(stake.min), max: table.money(stake.max) })}
      </p>
    </div>
  );
}

/** A refusal or failure of the last action, worded from its code. */
export function RoundProblem({ table, code }: { table: HouseTable; code: string | undefined }) {
  if (!code) return null;
  return (
    <p role="alert" className="text-danger text-sm">
      {table.problemText(code)}
    </p>
  );
}

/**
 * The seed panel: the server seed's hash before play, the next nonce, the player's client seed; changing
 * it reveals the old server seed, which the verifier page checks rounds against.
 */
export function FairnessPanel({ table }: { table: HouseTable }) {
  const { t } = useI18n();
  const id = useId();
  const { session } = table;
  const [clientSeed, setClientSeed] = useState(session.seed.clientSeed);
  // A rotation on another device changes the client seed in play: the field follows it.
  useEffect(() => setClientSeed(session.seed.clientSeed), [session.seed.clientSeed]);
  const [revealed, setRevealed] = useState<RevealedSeeds['revealed'] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const rotate = async () => {
    const answer = await houseApi<RevealedSeeds>('seed', { token: table.token, game: session.game.slug, clientSeed });
    if (!answer.ok) {
      setProblem(
        answer.error.code === 'house_round_in_play'
          ? answer.error.code
          : answer.error.fields.clientSeed
            ? 'badSeed'
            : answer.error.code,
      );
      return;
    }
    setProblem(undefined);
    setRevealed(answer.data.revealed);
    table.reseeded(answer.data.next);
  };

  return (
    <details className="rounded-sheet border border-line bg-surface p-5">
      <summary className="cursor-pointer font-semibold text-text">{t('house.fair.title')}</summary>
      <div className="mt-4 flex flex-col gap-3 text-sm">
        <p className="text-muted">{t('house.fair.intro')}</p>
        <p className="text-muted" data-testid="seed-owner">
          {t(session.seed.owner === 'player' ? 'house.fair.keptPlayer' : 'house.fair.keptTable')}
        </p>
        <dl className="grid gap-2">
          <dt className="text-muted">{t('house.fair.serverSeedHash')}</dt>
          <dd className="break-all font-mono text-text" data-testid="server-seed-hash">
            {session.seed.serverSeedHash}
          </dd>
          <dt className="text-muted">{t('house.fair.nonce')}</dt>
          <dd className="font-mono text-text" data-testid="seed-nonce">
            {session.seed.nonce}
          </dd>
        </dl>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-muted">
            {t('house.fair.clientSeed')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
              maxLength={64}
              className="min-h-11 w-full rounded-control border border-line bg-raised px-3 font-mono text-text"
            />
            <Button onClick={rotate} variant="secondary" className="shrink-0 px-4">
              {t('house.fair.rotate')}
            </Button>
          </div>
        </div>
        <RoundProblem table={table} code={problem} />
        {revealed ? (
          <div className="rounded-control border border-line bg-raised p-3" data-testid="revealed-seed">
            <p className="font-medium text-text">{t('house.fair.revealed', { count: revealed.nonceCount })}</p>
            <p className="break-all font-mono text-muted">{revealed.serverSeed}</p>
            <a
              className="mt-2 inline-block font-semibold text-accent underline"
              href={`/provider/house/verify?hash=${revealed.serverSeedHash}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('house.fair.verify')}
            </a>
          </div>
        ) : null}
      </div>
    </details>
  );
}
