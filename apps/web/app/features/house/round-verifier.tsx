import type { RevealedRounds } from '@croupier/contracts/house';
import type { Currency } from '@croupier/contracts/settings';
import type { Recomputed } from '@croupier/house-games/replay';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { publicCurrencies, studioApi } from '../../platform/api/clients.ts';

import { sha256Hex } from './fair-stream.ts';
import { majorUnits } from './stake.ts';
import { recomputeRound } from './verify-round.ts';

type Check = { hashMatches: boolean; rounds: Map<string, Recomputed | 'failed'> };
/** Why a hash shows nothing: unknown, a player's pair still in play, a guest table's (revealable here). */
type Problem = 'badHash' | 'notRevealed' | 'player' | 'table' | 'roundInPlay' | 'unknown';

/** What the studio answered for a pair: its rounds, or the problem its error body names. */
function pairAnswer(answer: ApiResult<RevealedRounds>): RevealedRounds | Problem {
  if (answer.ok) return answer.data;
  if (answer.status !== 404 && answer.status !== 409) return 'unknown';
  if (answer.error.code === 'house_round_in_play') return 'roundInPlay';
  const reason = answer.error.fields.reason?.[0];
  return reason === 'player' || reason === 'table' ? reason : 'notRevealed';
}

/** The verifier table's columns, in order. */
const verifierColumns = [
  'houseVerify.nonce',
  'houseVerify.game',
  'houseVerify.stake',
  'houseVerify.draw',
  'houseVerify.recordedWin',
  'houseVerify.recomputedWin',
  'houseVerify.result',
] as const;

/**
 * The public verifier: a revealed seed pair is looked up by the hash shown before play; its server and
 * client seeds can be edited, and every round is recomputed here, in the browser, and set against what
 * the studio recorded. A pair still in play is the player's to rotate in the game (on any device); a guest's
 * demo table's can be revealed from here, since the guest has no way back to the table (decision 0056).
 */
export function RoundVerifier({ initialHash }: { initialHash: string }) {
  const { t } = useI18n();
  const ids = { hash: useId(), server: useId(), client: useId() };
  const [hash, setHash] = useState(initialHash);
  const [found, setFound] = useState<RevealedRounds | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [wanted, setWanted] = useState('');
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [check, setCheck] = useState<Check | undefined>();
  const [currencies, setCurrencies] = useState<Currency[]>([]);

  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
  }, []);

  const recompute = useCallback(async (pair: RevealedRounds, seeds: { serverSeed: string; clientSeed: string }) => {
    const rounds = new Map<string, Recomputed | 'failed'>();
    for (const round of pair.rounds) {
      const result = await recomputeRound(seeds, { ...round, engine: round.game.engine }).catch(
        () => 'failed' as const,
      );
      rounds.set(round.roundId, result);
    }
    setCheck({ hashMatches: (await sha256Hex(seeds.serverSeed)) === pair.serverSeedHash, rounds });
  }, []);

  const show = useCallback(
    async (answer: RevealedRounds | Problem) => {
      if (typeof answer === 'string') {
        setFound(undefined);
        setProblem(answer);
        return;
      }
      setFound(answer);
      setServerSeed(answer.serverSeed);
      setClientSeed(answer.clientSeed);
      await recompute(answer, answer);
    },
    [recompute],
  );

  const lookUp = useCallback(
    async (asked: string) => {
      setProblem(undefined);
      setCheck(undefined);
      const text = asked.trim().toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(text)) {
        setProblem('badHash');
        return;
      }
      setWanted(text);
      await show(pairAnswer(await studioApi<RevealedRounds>({ path: `/provider/house/api/seeds/${text}` })));
    },
    [show],
  );

  /** Ends a guest table's pair: the table goes on with a new one, and this page shows the old one's rounds. */
  const revealTable = async () => {
    setProblem(undefined);
    const path = `/provider/house/api/seeds/${wanted}/reveal`;
    await show(pairAnswer(await studioApi<RevealedRounds>({ method: 'POST', path })));
  };

  useEffect(() => {
    if (initialHash) void lookUp(initialHash);
  }, [initialHash, lookUp]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(hash);
  };
  const money = (minor: string, currency: string) => {
    const subunit = Number(currencies.find((c) => c.code === currency)?.subunitToUnit ?? 100);
    return moneyText(majorUnits(minor, subunit), currency, currencies);
  };
  const field = 'min-h-11 w-full rounded-control border border-line bg-raised px-3 font-mono text-sm text-text';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-text">{t('houseVerify.title')}</h1>
        <p className="text-muted text-sm">{t('houseVerify.intro')}</p>
      </header>

      <form onSubmit={submit} className="flex flex-col gap-2 rounded-sheet border border-line bg-surface p-5">
        <label htmlFor={ids.hash} className="font-medium text-sm text-text">
          {t('houseVerify.hash')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id={ids.hash} value={hash} onChange={(e) => setHash(e.target.value)} className={field} />
          <Button type="submit" className="shrink-0">
            {t('houseVerify.lookUp')}
          </Button>
        </div>
        {problem ? (
          // A pair still in play is no error: the text says how it is revealed.
          <p
            role="alert"
            className={problem === 'table' || problem === 'player' ? 'text-sm text-text' : 'text-danger text-sm'}
          >
            {t(`houseVerify.problem.${problem}`)}
          </p>
        ) : null}
        {problem === 'table' ? (
          <Button onClick={() => void revealTable()} variant="secondary" className="self-start px-4">
            {t('houseVerify.revealTable')}
          </Button>
        ) : null}
      </form>

      {found ? (
        <section
          aria-labelledby="verify-seeds"
          className="flex flex-col gap-4 rounded-sheet border border-line bg-surface p-5"
        >
          <h2 id="verify-seeds" className="font-semibold text-text">
            {t('houseVerify.seeds')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.server} className="text-muted text-sm">
                {t('houseVerify.serverSeed')}
              </label>
              <input
                id={ids.server}
                value={serverSeed}
                onChange={(e) => setServerSeed(e.target.value)}
                className={field}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.client} className="text-muted text-sm">
                {t('houseVerify.clientSeed')}
              </label>
              <input
                id={ids.client}
                value={clientSeed}
                onChange={(e) => setClientSeed(e.target.value)}
                className={field}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm" data-testid="verify-hash">
              {check
                ? check.hashMatches
                  ? t('houseVerify.hashMatches')
                  : t('houseVerify.hashDiffers')
                : t('houseVerify.working')}
            </p>
            <Button
              onClick={() => void recompute(found, { serverSeed, clientSeed })}
              variant="secondary"
              className="px-4"
            >
              {t('houseVerify.recompute')}
            </Button>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('houseVerify.rounds', { count: found.rounds.length })}</caption>
              <thead className="text-muted">
                <tr>
                  {verifierColumns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {found.rounds.map((round) => {
                  const result = check?.rounds.get(round.roundId);
                  const recomputed = result && result !== 'failed' ? result : undefined;
                  return (
                    <tr key={round.roundId} className="border-line border-t" data-testid="verify-round">
                      <td className="py-2 pr-3 tabular">{round.nonce}</td>
                      <td className="py-2 pr-3">{round.game.name}</td>
                      <td className="py-2 pr-3 tabular">{money(round.stakeMinor, round.currency)}</td>
                      <td className="max-w-48 truncate py-2 pr-3 font-mono">{recomputed?.draw ?? '—'}</td>
                      <td className="py-2 pr-3 tabular">{money(round.winMinor, round.currency)}</td>
                      <td className="py-2 pr-3 tabular">
                        {recomputed ? money(recomputed.winMinor, round.currency) : '—'}
                      </td>
                      <td className="py-2 font-semibold">
                        {result === undefined ? (
                          '…'
                        ) : recomputed?.matches ? (
                          <span className="text-success">{t('houseVerify.match')}</span>
                        ) : (
                          <span className="text-danger">{t('houseVerify.mismatch')}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
