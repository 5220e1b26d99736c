import type { Currency } from '@croupier/contracts/settings';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { chanceLimits, majorUnits, minorUnits, payoutFactor, targetFor } from './dice-odds.ts';
import { type DiceResult, type HouseSession, houseCall, type RevealedSeeds } from './house-api.ts';

type Direction = 'under' | 'over';

/**
 * The house studio's dice (issue 7): a roll from 0.00 to 99.99, under or over a target the player sets by
 * its win chance. One roll per press (no autoplay), no sound, and a win is celebrated only when it pays
 * more than the stake. The seed panel shows the server seed's hash before play and lets the player set
 * their own client seed, which reveals the old server seed.
 */
export function DiceGame(props: { token: string; game: string; currency: string | undefined }) {
  const { t, tag, has } = useI18n();
  const problemText = (code: string) =>
    t(has(`house.problem.${code}`) ? `house.problem.${code}` : 'house.problem.unknown');
  const ids = { stake: useId(), chance: useId(), seed: useId() };
  const [session, setSession] = useState<HouseSession | undefined>();
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [stake, setStake] = useState('');
  const [direction, setDirection] = useState<Direction>('under');
  const [chance, setChance] = useState(4950);
  const [rolling, setRolling] = useState(false);
  const [last, setLast] = useState<DiceResult | undefined>();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<RevealedSeeds['revealed'] | undefined>();

  useEffect(() => {
    void fetch('/api/settings/currencies', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: Currency[] }>) : { data: [] }))
      .then((body) => setCurrencies(body.data))
      .catch(() => setCurrencies([]));
    void houseCall<HouseSession>('session', { token: props.token, game: props.game, currency: props.currency }).then(
      (answer) => {
        if (!answer.ok) {
          setProblem(answer.code);
          return;
        }
        setSession(answer.data);
        setClientSeed(answer.data.seed.clientSeed);
      },
    );
  }, [props.token, props.game, props.currency]);

  const subunit = Number(currencies.find((c) => c.code === session?.currency)?.subunitToUnit ?? 100);
  const decimals = Math.round(Math.log10(subunit));
  const stakeText = (minor: bigint | string) => majorUnits(minor, subunit).toFixed(decimals);
  const minStake = session?.stake.minMinor;
  useEffect(() => {
    if (minStake !== undefined && stake === '') {
      setStake(majorUnits(minStake, subunit).toFixed(Math.round(Math.log10(subunit))));
    }
  }, [minStake, stake, subunit]);

  if (problem && !session) {
    return (
      <p role="alert" className="m-auto max-w-sm p-6 text-center text-muted">
        {problemText(problem)}
      </p>
    );
  }
  if (!session) {
    return (
      <p role="status" className="m-auto text-muted">
        {t('house.loading')}
      </p>
    );
  }

  const money = (minor: string | bigint) => moneyText(majorUnits(minor, subunit), session.currency, currencies);
  const stakeMinor = minorUnits(stake, subunit);
  const min = BigInt(session.stake.minMinor);
  const max = BigInt(session.stake.maxMinor);
  const stakeValid = stakeMinor !== undefined && stakeMinor >= min && stakeMinor <= max;
  const factor = payoutFactor(direction, chance);
  const percent = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const roll = async (event: FormEvent) => {
    event.preventDefault();
    if (!stakeValid || rolling) return;
    setRolling(true);
    setProblem(undefined);
    const answer = await houseCall<DiceResult>('dice', {
      token: props.token,
      game: props.game,
      currency: session.currency,
      stake: (stakeMinor as bigint).toString(),
      direction,
      target: targetFor(direction, chance),
    });
    setRolling(false);
    if (!answer.ok) {
      setProblem(answer.reason ?? answer.code);
      return;
    }
    setLast(answer.data);
    setSession(
      (current) =>
        current && {
          ...current,
          balanceMinor: answer.data.balanceMinor ?? current.balanceMinor,
          seed: { ...current.seed, nonce: answer.data.nonce + 1 },
        },
    );
  };

  const rotate = async () => {
    const answer = await houseCall<RevealedSeeds>('seed', { token: props.token, game: props.game, clientSeed });
    if (!answer.ok) {
      setProblem(answer.fields.clientSeed ? 'badSeed' : answer.code);
      return;
    }
    setRevealed(answer.data.revealed);
    setSession((current) => current && { ...current, seed: answer.data.next });
  };

  const scale = stakeMinor ?? min;
  const halve = () => setStake(stakeText(scale / 2n < min ? min : scale / 2n));
  const double = () => setStake(stakeText(scale * 2n > max ? max : scale * 2n));
  const winPaid = last ? BigInt(last.winMinor) : 0n;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-text text-xl">{session.game.name}</h1>
        <p className="flex items-center gap-3 text-sm">
          <span className="rounded-full border border-line px-2.5 py-0.5 font-semibold text-muted uppercase tracking-wide">
            {t(session.mode === 'real' ? 'house.mode.real' : 'house.mode.demo')}
          </span>
          <span className="text-muted">{t('house.balance')}</span>
          <span className="font-semibold text-text tabular" data-testid="house-balance">
            {money(session.balanceMinor)}
          </span>
        </p>
      </header>

      <section
        aria-labelledby="dice-result"
        className="flex flex-col items-center gap-3 rounded-sheet border border-line bg-surface p-6"
      >
        <h2 id="dice-result" className="sr-only">
          {t('house.dice.result')}
        </h2>
        <p className="font-bold text-5xl text-text tabular" aria-live="polite" data-testid="dice-roll">
          {last ? percent.format(last.roll / 100) : '—'}
        </p>
        <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-full bg-danger/40">
          <div
            className="absolute inset-y-0 bg-success/70"
            style={
              direction === 'under' ? { left: 0, width: `${chance / 100}%` } : { right: 0, width: `${chance / 100}%` }
            }
          />
          {last ? (
            <div className="absolute inset-y-0 w-1 bg-text" style={{ left: `calc(${last.roll / 100}% - 2px)` }} />
          ) : null}
        </div>
        <p className="min-h-6 text-center" role="status" data-testid="dice-outcome">
          {last
            ? // Every dice win pays more than the stake (the payout is above ×1), so a win is always news.
              last.won && winPaid > 0n
              ? last.winPending
                ? t('house.dice.winPending', { amount: money(last.winMinor) })
                : t('house.dice.win', { amount: money(last.winMinor) })
              : t('house.dice.noWin')
            : t('house.dice.ready')}
        </p>
      </section>

      <form onSubmit={roll} className="grid gap-4 rounded-sheet border border-line bg-surface p-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.stake} className="font-medium text-sm text-text">
            {t('house.stake')}
          </label>
          <div className="flex gap-2">
            <input
              id={ids.stake}
              inputMode="decimal"
              value={stake}
              onChange={(event) => setStake(event.target.value)}
              aria-invalid={!stakeValid}
              aria-describedby={`${ids.stake}-range`}
              className="min-h-11 w-full rounded-control border border-line bg-raised px-3 text-text tabular aria-[invalid=true]:border-danger"
            />
            <button
              type="button"
              onClick={halve}
              className="min-h-11 rounded-control border border-line bg-raised px-3 text-sm text-text"
              aria-label={t('house.halve')}
            >
              ½
            </button>
            <button
              type="button"
              onClick={double}
              className="min-h-11 rounded-control border border-line bg-raised px-3 text-sm text-text"
              aria-label={t('house.double')}
            >
              2×
            </button>
          </div>
          <p id={`${ids.stake}-range`} className={stakeValid ? 'text-muted text-xs' : 'text-danger text-xs'}>
            {t('house.stakeRange', { min: money(min), max: money(max) })}
          </p>
        </div>

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium text-sm text-text">{t('house.dice.direction')}</legend>
          <div className="flex gap-2">
            {(['under', 'over'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-control border border-line bg-raised px-3 font-medium text-sm text-text has-[:checked]:border-accent has-[:checked]:bg-accent/15"
              >
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  checked={direction === option}
                  onChange={() => setDirection(option)}
                  className="sr-only"
                />
                {t(`house.dice.${option}`, { target: percent.format(targetFor(option, chance) / 100) })}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={ids.chance} className="flex justify-between font-medium text-sm text-text">
            <span>{t('house.dice.chance')}</span>
            <span className="tabular">
              {t('house.dice.odds', { chance: percent.format(chance / 100), payout: percent.format(factor) })}
            </span>
          </label>
          <input
            id={ids.chance}
            type="range"
            min={chanceLimits.min}
            max={chanceLimits.max}
            step={50}
            value={chance}
            onChange={(event) => setChance(Number(event.target.value))}
            aria-valuetext={t('house.dice.odds', {
              chance: percent.format(chance / 100),
              payout: percent.format(factor),
            })}
            className="w-full accent-accent"
          />
        </div>

        {problem ? (
          <p role="alert" className="text-danger text-sm sm:col-span-2">
            {problemText(problem)}
          </p>
        ) : null}

        <button
          type="submit"
          disabled={!stakeValid || rolling}
          className="min-h-12 rounded-control bg-accent px-6 font-semibold text-on-accent transition-colors duration-quick hover:bg-accent-strong disabled:opacity-60 sm:col-span-2"
        >
          {rolling ? t('house.dice.rolling') : t('house.dice.roll')}
        </button>
      </form>

      <details className="rounded-sheet border border-line bg-surface p-5">
        <summary className="cursor-pointer font-semibold text-text">{t('house.fair.title')}</summary>
        <div className="mt-4 flex flex-col gap-3 text-sm">
          <p className="text-muted">{t('house.fair.intro')}</p>
          <dl className="grid gap-2">
            <dt className="text-muted">{t('house.fair.serverSeedHash')}</dt>
            <dd className="break-all font-mono text-text" data-testid="server-seed-hash">
              {session.seed.serverSeedHash}
            </dd>
            <dt className="text-muted">{t('house.fair.nonce')}</dt>
            <dd className="font-mono text-text">{session.seed.nonce}</dd>
          </dl>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.seed} className="text-muted">
              {t('house.fair.clientSeed')}
            </label>
            <div className="flex gap-2">
              <input
                id={ids.seed}
                value={clientSeed}
                onChange={(event) => setClientSeed(event.target.value)}
                maxLength={64}
                className="min-h-11 w-full rounded-control border border-line bg-raised px-3 font-mono text-text"
              />
              <button
                type="button"
                onClick={rotate}
                className="min-h-11 shrink-0 rounded-control border border-line bg-raised px-4 font-semibold text-text"
              >
                {t('house.fair.rotate')}
              </button>
            </div>
          </div>
          {revealed ? (
            <div className="rounded-control border border-line bg-raised p-3" data-testid="revealed-seed">
              <p className="font-medium text-text">{t('house.fair.revealed', { count: revealed.nonceCount })}</p>
              <p className="break-all font-mono text-muted">{revealed.serverSeed}</p>
            </div>
          ) : null}
        </div>
      </details>
    </div>
  );
}
