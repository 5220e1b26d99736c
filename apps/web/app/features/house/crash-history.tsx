import type { CrashRound, CrashState } from '@croupier/contracts/house';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { checkKey, checkRound, type RoundCheck } from './crash-chain-check.ts';
import { multiplierNumber, pointTier } from './crash-clock.ts';

const chipTone = {
  low: 'border-danger/50 text-danger',
  mid: 'border-success/50 text-success',
  high: 'border-accent/60 text-accent',
} as const;

/** The last rounds' points as chips, newest first (the first four on a phone). */
export function CrashHistory({ history }: { history: CrashRound[] }) {
  const { t, tag } = useI18n();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-muted text-sm">{t('houseCrash.history')}</h3>
      {history.length === 0 ? (
        <p className="text-muted text-sm">{t('houseCrash.historyEmpty')}</p>
      ) : (
        <ol className="flex flex-wrap gap-1.5" data-testid="crash-history">
          {history.map((past, i) =>
            past.crashPoint === null ? null : (
              <li
                key={`${past.chainId}:${past.number}`}
                className={`rounded-full border bg-canvas px-2.5 py-0.5 font-semibold text-xs tabular ${chipTone[pointTier(past.crashPoint)]} ${i >= 4 ? 'hidden sm:block' : ''}`}
              >
                {t('houseCrash.multiplier', { multiplier: multiplierNumber(past.crashPoint, tag) })}
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}

/**
 * The chain behind the rounds, checked in the browser once the panel is opened: each past round's link to the
 * round before (or the commitment) and its point (crash-chain-check.ts).
 */
export function CrashFairness(props: {
  chain: CrashState['chain'] | undefined;
  current: CrashRound;
  history: CrashRound[];
}) {
  const { t, tag } = useI18n();
  const { chain, current, history } = props;
  const [open, setOpen] = useState(false);
  const [checks, setChecks] = useState<ReadonlyMap<string, RoundCheck>>(new Map());
  const known = useRef(new Map<string, RoundCheck>());
  const chainId = current.chainId;

  useEffect(() => {
    if (!open || !chain) return;
    let cancelled = false;
    void (async () => {
      for (const round of history) {
        if (cancelled) return;
        if (!round.seed || round.crashPoint === null) continue;
        const key = checkKey(chain, round);
        if (known.current.has(key)) continue;
        known.current.set(key, await checkRound({ ...round, seed: round.seed }, history, chain, chainId));
      }
      if (!cancelled) setChecks(new Map(known.current));
    })();
    return () => {
      cancelled = true;
    };
  }, [open, chain, chainId, history]);

  const rounds = history.filter((round) => round.seed && round.crashPoint !== null);

  return (
    <details
      className="rounded-sheet border border-line bg-surface p-5"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="crash-fair"
    >
      <summary className="cursor-pointer font-semibold text-text">{t('houseCrash.fair.title')}</summary>
      <div className="mt-4 flex flex-col gap-3 text-sm">
        <p className="text-muted">{t('houseCrash.fair.intro')}</p>
        {chain ? (
          <dl className="grid gap-2">
            <dt className="text-muted">{t('houseCrash.fair.commitment')}</dt>
            <dd className="break-all font-mono text-text" data-testid="crash-commitment">
              {chain.commitment}
            </dd>
            <dt className="text-muted">{t('houseCrash.fair.salt')}</dt>
            <dd className="break-all font-mono text-text">{chain.salt}</dd>
          </dl>
        ) : null}
        {rounds.length === 0 ? (
          <p className="text-muted">{t('houseCrash.fair.none')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {rounds.map((round) => {
              const check = chain ? checks.get(checkKey(chain, round)) : undefined;
              const point = round.crashPoint ?? 100;
              const linkOk = check?.link === 'previous' || check?.link === 'commitment';
              const pointOk = check?.point === point;
              return (
                <li
                  key={`${round.chainId}:${round.number}`}
                  className="flex flex-col gap-1 rounded-control border border-line bg-raised p-3"
                  data-testid="crash-fair-round"
                >
                  <p className="flex justify-between gap-3 font-medium text-text">
                    <span>{t('houseCrash.fair.round', { number: round.number })}</span>
                    <span className="tabular">
                      {t('houseCrash.multiplier', { multiplier: multiplierNumber(point, tag) })}
                    </span>
                  </p>
                  <p className="break-all font-mono text-muted text-xs">{round.seed}</p>
                  {!check ? (
                    <p className="text-muted">{t('houseCrash.fair.checking')}</p>
                  ) : check.link === 'other-chain' ? (
                    <p className="text-muted">{t('houseCrash.fair.otherChain')}</p>
                  ) : (
                    <>
                      <p className={linkOk ? 'text-success' : 'text-danger'} data-testid="crash-fair-link">
                        {check.link === 'previous'
                          ? t('houseCrash.fair.linkPrevious', { number: round.number - 1 })
                          : check.link === 'commitment'
                            ? t('houseCrash.fair.linkCommitment', { count: check.hashes })
                            : t('houseCrash.fair.linkBroken')}
                      </p>
                      <p className={pointOk ? 'text-success' : 'text-danger'} data-testid="crash-fair-point">
                        {t(pointOk ? 'houseCrash.fair.pointMatch' : 'houseCrash.fair.pointMismatch', {
                          multiplier: multiplierNumber(check.point ?? 0, tag),
                        })}
                      </p>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </details>
  );
}
