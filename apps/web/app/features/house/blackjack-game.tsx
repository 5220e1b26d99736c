import type { BlackjackOutcome, BlackjackResult, HouseSession } from '@croupier/contracts/house';
import { type BlackjackMove, blackjackConfig, blackjackRules } from '@croupier/house-games/blackjack';
import { Button } from '@croupier/ui/button';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';
import { cardFace, cardNameKeys, type HandLabel, handLabel, roundSummary, type SuitKey } from './blackjack-cards.ts';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import { useStake } from './stake.ts';

type Hand = BlackjackOutcome['hands'][number];

/**
 * The house studio's blackjack (six decks, dealer stands on all 17s, 3:2): the dealer's cards on top with
 * the hole card face down, the player's hand or two split hands below. Each press is one move, exactly
 * the moves the server allows now; no autoplay, no sound. A round in play when the page opens (a reload)
 * is resumed. A win is celebrated only when the round paid more than everything staked in it.
 */
export function BlackjackGame({ table }: { table: HouseTable }) {
  const { t } = useI18n();
  const { session } = table;
  const stake = useStake(session.stake, table.subunit);
  const [round, setRound] = useState<BlackjackResult | undefined>(session.blackjackRound ?? undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  /** A call on its way: a second press (or a key held down) must not send a second move. */
  const calling = useRef(false);
  const controls = useRef<HTMLDivElement>(null);
  /** The keyboard's focus was in the controls when a press replaced them: it moves to the next thing to press. */
  const refocus = useRef(false);

  const outcome = round?.outcome;
  const inPlay = outcome !== undefined && outcome.phase !== 'settled';
  const settled = outcome?.phase === 'settled' ? round : undefined;

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const box = controls.current;
    if (!box || box.contains(document.activeElement)) return;
    box.querySelector<HTMLElement>('[data-focus-first]')?.focus();
  }, [busy]);

  const play = async (path: 'blackjack/deal' | 'blackjack/move', body: object) => {
    if (calling.current) return;
    calling.current = true;
    refocus.current = controls.current?.contains(document.activeElement) ?? false;
    setBusy(true);
    setProblem(undefined);
    const answer = await houseApi<BlackjackResult>(path, { token: table.token, game: session.game.slug, ...body });
    if (answer.ok) {
      setRound(answer.data);
      table.settled(answer.data);
    } else {
      setProblem(problemOf(answer));
      // The round may have moved on elsewhere (another tab, or settled meanwhile): show it as the server has it.
      if (answer.error.code === 'house_bad_move') {
        const fresh = await houseApi<HouseSession>('session', {
          token: table.token,
          game: session.game.slug,
          currency: session.currency,
        });
        if (fresh.ok) setRound((shown) => fresh.data.blackjackRound ?? (inPlay ? undefined : shown));
      }
    }
    calling.current = false;
    setBusy(false);
  };

  const deal = (event: FormEvent) => {
    event.preventDefault();
    if (stake.minor === undefined) return;
    void play('blackjack/deal', { currency: session.currency, stake: stake.minor.toString() });
  };
  const move = (next: BlackjackMove) => void play('blackjack/move', { move: next });

  return (
    <>
      <section
        aria-labelledby="blackjack-table"
        className="flex flex-col gap-5 rounded-sheet border border-line bg-radial-[at_50%_0%] from-cool/15 via-surface to-surface p-4 sm:p-6"
      >
        <h2 id="blackjack-table" className="sr-only">
          {t('houseBlackjack.table')}
        </h2>
        <DealerHand outcome={outcome} />
        <PlayerHands table={table} outcome={outcome} />
        <RoundMessage table={table} round={round} />
        <RoundMoney table={table} round={round} />
      </section>

      <div
        ref={controls}
        className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-4 sm:gap-4 sm:p-5"
      >
        {inPlay && outcome ? (
          <Moves table={table} outcome={outcome} busy={busy} onMove={move} />
        ) : (
          <form onSubmit={deal} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
            <StakeField table={table} stake={stake} />
            {/* Waiting, not disabled, during the call: the keyboard's focus stays put. */}
            <Button
              type="submit"
              data-focus-first
              disabled={stake.minor === undefined}
              aria-disabled={busy}
              size="lg"
              className="px-8 aria-disabled:cursor-default aria-disabled:opacity-60 sm:mt-7"
            >
              {busy ? t('houseBlackjack.dealing') : settled ? t('houseBlackjack.dealAgain') : t('houseBlackjack.deal')}
            </Button>
          </form>
        )}
        <RoundProblem table={table} code={problem} />
      </div>

      <Rules />
    </>
  );
}

function DealerHand({ outcome }: { outcome: BlackjackOutcome | undefined }) {
  const { t } = useI18n();
  const dealer = outcome?.dealer;
  const label = !dealer
    ? undefined
    : dealer.hidden > 0
      ? t('houseBlackjack.dealerShows', { total: dealer.total })
      : handText(t, handLabel({ cards: dealer.cards, total: dealer.total, soft: false }, false));
  return (
    <div className="flex flex-col items-center gap-2" data-testid="blackjack-dealer">
      <h3 className="flex items-baseline gap-2 font-medium text-muted text-sm">
        {t('houseBlackjack.dealer')}
        {label ? <span className="font-semibold text-text tabular">{label}</span> : null}
      </h3>
      <CardRow cards={dealer?.cards ?? []} hidden={dealer?.hidden ?? 0} />
    </div>
  );
}

function PlayerHands({ table, outcome }: { table: HouseTable; outcome: BlackjackOutcome | undefined }) {
  const { t } = useI18n();
  const hands = outcome?.hands ?? [];
  if (!outcome || hands.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2">
        <h3 className="font-medium text-muted text-sm">{t('houseBlackjack.player')}</h3>
        <CardRow cards={[]} hidden={0} />
      </div>
    );
  }
  const split = hands.length > 1;
  return (
    <div className={split ? 'grid gap-3 sm:grid-cols-2' : 'flex justify-center'}>
      {hands.map((hand, index) => (
        <PlayerHand
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand is its place at the table
          key={index}
          table={table}
          hand={hand}
          index={index}
          count={hands.length}
          active={split && outcome.phase === 'player' && outcome.active === index}
        />
      ))}
    </div>
  );
}

const resultTone = {
  blackjack: 'bg-success/15 text-success',
  win: 'bg-success/15 text-success',
  push: 'bg-raised text-text',
  lose: 'bg-raised text-muted',
  bust: 'bg-danger/15 text-danger',
} as const;

function PlayerHand(props: { table: HouseTable; hand: Hand; index: number; count: number; active: boolean }) {
  const { t } = useI18n();
  const { table, hand, index, count, active } = props;
  const split = count > 1;
  const label = handText(t, handLabel(hand, split));
  return (
    <div
      aria-current={active ? 'step' : undefined}
      className={`flex flex-col items-center gap-2 rounded-card border p-3 transition-colors duration-base ${
        active ? 'border-accent bg-accent/10' : 'border-transparent'
      }`}
      data-testid="blackjack-hand"
    >
      <h3 className="flex flex-wrap items-baseline justify-center gap-x-2 font-medium text-muted text-sm">
        {split ? t('houseBlackjack.handOf', { number: index + 1, count }) : t('houseBlackjack.player')}
        <span className="font-semibold text-text tabular" data-testid="blackjack-hand-total">
          {label}
        </span>
      </h3>
      <CardRow cards={hand.cards} hidden={0} />
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="text-muted tabular">
          {t('houseBlackjack.handStake', { amount: table.money(hand.stakeMinor) })}
        </span>
        {hand.doubled ? (
          <span className="rounded-full border border-line px-2 py-0.5 font-medium text-text text-xs">
            {t('houseBlackjack.doubled')}
          </span>
        ) : null}
        {active ? (
          <span className="rounded-full bg-accent px-2 py-0.5 font-semibold text-on-accent text-xs">
            {t('houseBlackjack.playing')}
          </span>
        ) : null}
      </p>
      {hand.outcome ? (
        <p
          className={`rounded-full px-3 py-0.5 font-semibold text-sm tabular ${resultTone[hand.outcome]}`}
          data-testid="blackjack-hand-result"
        >
          {t(`houseBlackjack.result.${hand.outcome}`)}
          {hand.winMinor && BigInt(hand.winMinor) > 0n
            ? ` · ${t('houseBlackjack.handPaid', { amount: table.money(hand.winMinor) })}`
            : null}
        </p>
      ) : null}
    </div>
  );
}

function handText(t: I18n['t'], label: HandLabel): string {
  return t(`houseBlackjack.hand.${label.key}`, { total: label.total });
}

/** What the player needs to hear after each answer: whose move and what the hands are, or how the round ended. */
function RoundMessage({ table, round }: { table: HouseTable; round: BlackjackResult | undefined }) {
  const { t } = useI18n();
  let text: string;
  let win = false;
  const outcome = round?.outcome;
  if (!round || !outcome) text = t('houseBlackjack.ready');
  else if (outcome.phase === 'insurance') {
    const first = outcome.hands[0];
    text = t('houseBlackjack.prompt.insurance', {
      amount: table.money(first ? BigInt(first.stakeMinor) / 2n : 0n),
    });
  } else if (outcome.phase === 'player') {
    const hand = outcome.hands[outcome.active] ?? outcome.hands[0];
    const split = outcome.hands.length > 1;
    const values = {
      hand: hand ? handText(t, handLabel(hand, split)) : '',
      dealer: outcome.dealer.total,
      number: outcome.active + 1,
      count: outcome.hands.length,
    };
    text = split ? t('houseBlackjack.prompt.split', values) : t('houseBlackjack.prompt.player', values);
  } else {
    const summary = roundSummary(round);
    win = summary.kind === 'win';
    const pending = round.winPending ? 'Pending' : '';
    text =
      summary.kind === 'none'
        ? t('houseBlackjack.noWin')
        : t(`houseBlackjack.${summary.kind}${pending}`, { amount: table.money(summary.win) });
  }
  return (
    <p
      className={`min-h-6 text-center ${win ? 'font-semibold text-lg text-success' : 'text-text'}`}
      role="status"
      data-testid="blackjack-outcome"
    >
      {text}
    </p>
  );
}

/** The money of the round: in play while it lasts (for real money the balance follows only at the end), then staked and paid. */
function RoundMoney({ table, round }: { table: HouseTable; round: BlackjackResult | undefined }) {
  const { t } = useI18n();
  if (!round) return null;
  const { outcome } = round;
  const insurance = BigInt(outcome.insuranceStakeMinor);
  if (outcome.phase !== 'settled') {
    return (
      <p className="flex flex-wrap justify-center gap-x-4 text-sm">
        <span className="font-semibold text-text tabular" data-testid="blackjack-in-play">
          {t('houseBlackjack.inPlay', { amount: table.money(round.stakeMinor) })}
        </span>
        {insurance > 0n ? (
          <span className="text-muted tabular">{t('houseBlackjack.insured', { amount: table.money(insurance) })}</span>
        ) : null}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 text-sm">
      {insurance > 0n ? (
        <p className="text-muted tabular" data-testid="blackjack-insurance">
          {BigInt(outcome.insuranceWinMinor) > 0n
            ? t('houseBlackjack.insurancePaid', { amount: table.money(outcome.insuranceWinMinor) })
            : t('houseBlackjack.insuranceLost')}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-6 text-center">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted">{t('houseBlackjack.staked')}</dt>
          <dd className="font-medium text-text tabular" data-testid="blackjack-stake">
            {table.money(round.stakeMinor)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted">{t('houseBlackjack.paid')}</dt>
          <dd className="font-medium text-text tabular" data-testid="blackjack-win">
            {table.money(round.winMinor)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Moves(props: {
  table: HouseTable;
  outcome: BlackjackOutcome;
  busy: boolean;
  onMove(move: BlackjackMove): void;
}) {
  const { t } = useI18n();
  const { table, outcome, busy, onMove } = props;
  const hand = outcome.hands[outcome.active];
  const adds = outcome.moves.includes('double') || outcome.moves.includes('split');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-medium text-sm text-text">{t('houseBlackjack.moves')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {outcome.moves.map((option, index) => (
          // Waiting, not disabled, during the call: the keyboard's focus stays on the button pressed.
          <Button
            key={option}
            data-focus-first={index === 0 ? true : undefined}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onMove(option);
            }}
            variant="secondary"
            size="lg"
            // One look for every move: the page does not suggest a play.
            className="flex-1 border-accent/60 px-5 aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-raised sm:min-w-28"
          >
            {t(`houseBlackjack.move.${option}`)}
          </Button>
        ))}
      </div>
      {adds && hand ? (
        <p className="text-muted text-xs">{t('houseBlackjack.addsStake', { amount: table.money(hand.stakeMinor) })}</p>
      ) : null}
    </fieldset>
  );
}

/** Cards overlapping left to right; each new one slides and turns in (transform and opacity only). */
function CardRow({ cards, hidden }: { cards: readonly number[]; hidden: number }) {
  return (
    <ul className="flex min-h-21 items-center perspective-distant sm:min-h-28">
      {cards.map((card, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the hand (a shoe has six of each card); after a split the second card changes, and a new key deals it in anew
          key={`${index}:${card}`}
          className={cardMotion}
        >
          <PlayingCard card={card} />
        </li>
      ))}
      {Array.from({ length: hidden }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards have no other identity
        <li key={`hidden:${index}`} className={cardMotion}>
          <CardBack />
        </li>
      ))}
    </ul>
  );
}

const cardMotion =
  '-ml-5 first:ml-0 sm:-ml-6 transition duration-base ease-out-quick starting:-translate-y-4 starting:rotate-y-90 starting:opacity-0 motion-reduce:transition-none';
const cardBox = 'block aspect-[5/7] w-15 drop-shadow-md sm:w-20';
/** Red suits, dark enough on the card's light face to read (WCAG non-text contrast). */
const redInk = 'fill-[color-mix(in_oklab,var(--color-danger)_70%,var(--color-ink))]';

function PlayingCard({ card }: { card: number }) {
  const { t } = useI18n();
  const face = cardFace(card);
  const keys = cardNameKeys(card);
  const name = t('houseBlackjack.card', {
    rank: t(`houseBlackjack.${keys.rank}`),
    suit: t(`houseBlackjack.${keys.suit}`),
  });
  const corner =
    'number' in face.corner ? String(face.corner.number) : t(`houseBlackjack.corner.${face.corner.letter}`);
  const ink = face.colour === 'red' ? redInk : 'fill-ink';
  const cornerMark = (
    <>
      <text x={4.5} y={16} className={`${ink} font-bold`} fontSize={corner.length > 1 ? 13 : 15} letterSpacing={-1}>
        {corner}
      </text>
      <Suit suit={face.suit} x={4.5} y={20} size={9} className={ink} />
    </>
  );
  return (
    <span role="img" aria-label={name} className={cardBox} data-card={card}>
      <svg viewBox="0 0 60 84" aria-hidden="true" focusable="false" className="block h-full w-full">
        <rect x={0.5} y={0.5} width={59} height={83} rx={6} className="fill-text stroke-subtle" strokeWidth={1} />
        {cornerMark}
        <g transform="rotate(180 30 42)">{cornerMark}</g>
        <Suit suit={face.suit} x={18} y={30} size={24} className={ink} />
      </svg>
    </span>
  );
}

function CardBack() {
  const { t } = useI18n();
  const pattern = useId();
  return (
    <span role="img" aria-label={t('houseBlackjack.faceDown')} className={cardBox} data-testid="blackjack-hole-card">
      <svg viewBox="0 0 60 84" aria-hidden="true" focusable="false" className="block h-full w-full">
        <defs>
          <pattern id={pattern} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width={3} height={6} className="fill-accent/35" />
          </pattern>
        </defs>
        <rect x={0.5} y={0.5} width={59} height={83} rx={6} className="fill-raised stroke-accent" strokeWidth={1} />
        <rect x={5} y={5} width={50} height={74} rx={3} fill={`url(#${pattern})`} className="stroke-accent/60" />
      </svg>
    </span>
  );
}

/** The four suits drawn in a 10 × 10 box, placed at (x, y) and scaled to `size`. */
function Suit(props: { suit: SuitKey; x: number; y: number; size: number; className: string }) {
  const { suit, x, y, size, className } = props;
  const shapes: Record<SuitKey, ReactNode> = {
    hearts: (
      <path d="M5 9.4C2.4 7.3.4 5.6.4 3.3.4 1.8 1.6.6 3 .6c.9 0 1.6.5 2 1.2.4-.7 1.1-1.2 2-1.2 1.4 0 2.6 1.2 2.6 2.7 0 2.3-2 4-4.6 6.1Z" />
    ),
    diamonds: <path d="M5 .3 9 5 5 9.7 1 5Z" />,
    spades: (
      <path d="M5 .4c2.5 2.3 4.6 3.8 4.6 5.9 0 1.4-1.1 2.3-2.3 2.3-.8 0-1.4-.4-1.8-1l.8 2.1H3.7l.8-2.1c-.4.6-1 1-1.8 1C1.5 8.6.4 7.7.4 6.3.4 4.2 2.5 2.7 5 .4Z" />
    ),
    clubs: (
      <>
        <circle cx={5} cy={2.8} r={2.3} />
        <circle cx={2.6} cy={6} r={2.3} />
        <circle cx={7.4} cy={6} r={2.3} />
        <path d="M4.4 5.5 3.6 9.7h2.8l-.8-4.2Z" />
      </>
    ),
  };
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 10})`} className={className}>
      {shapes[suit]}
    </g>
  );
}

/** The table's rules, worded from the engine's own `blackjackRules`. */
function Rules() {
  const { t, tag } = useI18n();
  const { numerator, denominator } = blackjackRules.blackjackPayout;
  // 5/2 returned = the stake back plus 3:2.
  const ratio = `${Number(numerator - denominator)}:${Number(denominator)}`;
  const rtp = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    blackjackConfig.rtp * 100,
  );
  const items = [
    t('houseBlackjack.rules.moves'),
    t('houseBlackjack.rules.decks', { decks: blackjackRules.decks }),
    t('houseBlackjack.rules.dealerStands'),
    t('houseBlackjack.rules.blackjackPays', { ratio }),
    t('houseBlackjack.rules.peek'),
    t('houseBlackjack.rules.double'),
    t('houseBlackjack.rules.split'),
    t('houseBlackjack.rules.splitAces'),
    t('houseBlackjack.rules.insurance'),
    t('houseBlackjack.rules.noSurrender'),
    t('houseBlackjack.rules.rtp', { rtp }),
  ];
  return (
    <details className="rounded-sheet border border-line bg-surface p-5">
      <summary className="cursor-pointer font-semibold text-text">{t('houseBlackjack.rules.title')}</summary>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-muted text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
