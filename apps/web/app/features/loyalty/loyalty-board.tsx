import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import type { Currency } from '@croupier/contracts/settings';
import { Button } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { useLive } from '../../platform/api/live-cache.ts';
import { useRootData } from '../../platform/root-data.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { type LoyaltyAccount, type LoyaltyLevel, loyaltyApi } from './loyalty-api.ts';

const whileShown = { dropUnused: true };

/** The loyalty page: the player's own account (logged in), then every level with its perks (null: not loaded). */
export function LoyaltyBoard(props: { levels: LoyaltyLevel[] | null }) {
  const loggedIn = useRootData()?.loggedIn === true;
  const account = useLive(loggedIn ? ['loyalty', 'account'] : undefined, loyaltyApi.account, whileShown);
  // A level rise is announced on the player's loyalty channel (decision 0084): the card reads the account again.
  usePlayerEvent('loyaltyAccount', realtimeEvents.loyaltyAccountUpdated, () => void account.refresh());
  const { t } = useI18n();
  const modals = useModals();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Button variant="secondary" onClick={() => modals.open('loyalty-program-info')}>
          {t('loyalty.howItWorks')}
        </Button>
      </div>
      {loggedIn && account.data ? <AccountCard account={account.data} /> : null}
      <section className="flex flex-col gap-4" aria-labelledby="loyalty-levels">
        <h2 id="loyalty-levels" className="font-semibold text-xl">
          {t('loyalty.levels')}
        </h2>
        {props.levels ? (
          <LevelList levels={props.levels} current={account.data?.currentLevel?.order} />
        ) : (
          <p className="text-muted">{t('loyalty.unavailable')}</p>
        )}
      </section>
    </div>
  );
}

function AccountCard({ account }: { account: LoyaltyAccount }) {
  const { t, tag } = useI18n();
  const number = (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);
  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6"
      aria-labelledby="loyalty-account"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="loyalty-account" className="font-semibold text-2xl">
          {account.currentLevel?.name ?? t('loyalty.noLevel')}
        </h2>
        <p className="text-muted">{t('loyalty.points', { points: number(account.points) })}</p>
      </div>
      <div
        className="h-3 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={account.progress}
        aria-label={t('loyalty.progressLabel')}
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(account.progress, 100)}%` }} />
      </div>
      <p className="text-muted text-sm">
        {account.nextLevel
          ? t('loyalty.toNext', {
              progress: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
                account.progress,
              ),
              level: account.nextLevel.name,
              points: number(account.nextLevel.points),
            })
          : t('loyalty.topLevel')}
      </p>
      <PerkLinks />
    </section>
  );
}

/** The player's perks, each opening its detail modal (logged-in only, spec 02 §2). */
function PerkLinks() {
  const { t } = useI18n();
  const modals = useModals();
  const perks = [
    ['loyalty-cashback-details', 'loyalty.link.cashback'],
    ['loyalty-bonus-details', 'loyalty.link.bonus'],
    ['loyalty-birthday-details', 'loyalty.link.birthday'],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-2">
      {perks.map(([name, label]) => (
        <li key={name}>
          <Button variant="secondary" size="sm" onClick={() => modals.open(name)}>
            {t(label)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function LevelList(props: { levels: LoyaltyLevel[]; current: number | undefined }) {
  const { t, tag } = useI18n();
  // The public list, not the player's accounts: guests see the perks too (and the accounts store resets live
  // state for guests).
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
  }, []);
  const number = (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);
  const money = (amount: number, code: string) => moneyText(amount, code, currencies, { noCents: true });
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {props.levels.map((level) => (
        <li
          key={level.id}
          className={`flex flex-col gap-3 rounded-card border bg-surface p-5 ${
            level.order === props.current ? 'border-accent' : 'border-line'
          }`}
          aria-current={level.order === props.current ? 'step' : undefined}
        >
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-semibold text-lg">{level.name}</h3>
            <span className="text-muted text-sm">{t('loyalty.from', { points: number(level.points) })}</span>
          </div>
          <ul className="flex flex-col gap-1 text-sm">
            <li>{t('loyalty.perk.cashback', { percent: number(level.perks.cashbackPercent) })}</li>
            {level.perks.levelUpBonus > 0 ? (
              <li>{t('loyalty.perk.levelUp', { amount: money(level.perks.levelUpBonus, level.perks.currency) })}</li>
            ) : null}
            {level.perks.birthdayBonus > 0 ? (
              <li>{t('loyalty.perk.birthday', { amount: money(level.perks.birthdayBonus, level.perks.currency) })}</li>
            ) : null}
          </ul>
        </li>
      ))}
    </ol>
  );
}
