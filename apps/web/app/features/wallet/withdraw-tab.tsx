import { splitLocale } from '@croupier/i18n/locales';
import { Button, buttonClass } from '@croupier/ui/button';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { MethodList } from './method-list.tsx';
import { SupportLink } from './support-link.tsx';
import { useWallet, type WalletContextValue } from './wallet-context.ts';
import { hasMissingFields } from './wallet-flow.ts';
import { WalletIcon } from './wallet-icons.tsx';
import { type WithdrawLockInput, type WithdrawStep, withdrawLock, withdrawSteps } from './withdraw-lock.ts';

/** The game page (route games-id, spec 02 §2), where closing the wallet keeps the player at the table. */
const gamePage = /^\/games\/[^/]+\/?$/;

/** The lock rules' input from the open wallet; undefined until everything they read has loaded. */
export function withdrawLockInput(wallet: WalletContextValue): WithdrawLockInput | undefined {
  const account = wallet.account;
  const methods = wallet.withdrawMethods.data;
  if (!wallet.ready || !account || !methods) return undefined;
  return {
    depositsCount: wallet.depositsCount,
    hasActiveBonus: wallet.bonus.activeBonus,
    bonusBalance: account.bonusBalance,
    lockedBalance: account.lockedBalance,
    withdrawalBalance: account.withdrawalBalance,
    methodMinimums: methods.map((method) => method.amountMin),
    turnoverWagerAmount: wallet.turnover?.turnOverWagerAmount ?? 0,
  };
}

/**
 * The withdraw tab (spec 02 §4): the first lock that applies, else the withdraw methods. Either way it
 * says up front everything that still stands before a withdrawal, identity verification included.
 */
export function WithdrawTab() {
  const wallet = useWallet();
  const methods = wallet.withdrawMethods;
  const input = withdrawLockInput(wallet);
  if (!input) return <MethodList methods={methods} operation="withdraw" onChoose={() => {}} />;
  const lock = withdrawLock(input);
  const steps = withdrawSteps(input, wallet.profile?.sumsubVerified === true);
  if (lock.kind !== 'none') return <LockPanel lock={lock.kind} steps={steps} />;
  return (
    <>
      {steps.length ? <StepsNotice steps={steps} /> : null}
      <MethodList
        methods={methods}
        operation="withdraw"
        onChoose={(method) => {
          trackWalletFunnel('methodSelected', 'withdraw', { walletType: method.method });
          wallet.dispatch({
            type: 'select',
            operation: 'withdraw',
            method: method.method,
            missing: hasMissingFields(method.fields),
          });
        }}
      />
    </>
  );
}

function LockPanel(props: { lock: WithdrawStep['kind']; steps: WithdrawStep[] }) {
  const { t } = useI18n();
  return (
    <section
      data-testid="withdraw-lock"
      data-lock={props.lock}
      aria-labelledby="withdraw-lock-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-raised p-5"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-overlay text-warning">
          <WalletIcon name="lock" className="size-6" />
        </span>
        <h3 id="withdraw-lock-title" className="font-semibold text-text">
          {t('wallet.lock.title')}
        </h3>
        {props.steps.length > 1 ? <p className="text-muted text-sm">{t('wallet.lock.lead')}</p> : null}
      </div>
      <StepList steps={props.steps} centred />
    </section>
  );
}

/** Nothing locks the methods, but something (verification) still stands: said before the form. */
function StepsNotice(props: { steps: WithdrawStep[] }) {
  const { t } = useI18n();
  return (
    <section
      data-testid="withdraw-steps"
      aria-labelledby="withdraw-steps-title"
      className="flex flex-col gap-3 rounded-card border border-warning/40 bg-warning/10 p-4"
    >
      <h3 id="withdraw-steps-title" className="flex items-center gap-2 font-semibold text-sm text-text">
        <WalletIcon name="lock" className="size-4 text-warning" />
        {t('wallet.lock.lead')}
      </h3>
      <StepList steps={props.steps} />
    </section>
  );
}

/** The steps in order; a lone step in the lock panel sits centred under its title, without a number. */
function StepList(props: { steps: WithdrawStep[]; centred?: boolean }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const numbered = props.steps.length > 1;
  const single = !numbered && props.centred === true;
  return (
    <ol className="flex flex-col gap-3">
      {props.steps.map((step, index) => (
        <li key={step.kind} className={`flex gap-3 ${single ? 'flex-col items-center text-center' : ''}`}>
          {numbered ? (
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-overlay font-semibold text-text text-xs"
            >
              {index + 1}
            </span>
          ) : null}
          <div className={`flex min-w-0 flex-col gap-2 ${single ? 'items-center' : 'items-start'}`}>
            <p className="max-w-sm text-muted text-sm leading-relaxed">
              {t(`wallet.lock.${step.kind}`, {
                amount: step.kind === 'minAmount' || step.kind === 'turnover' ? wallet.money(step.amount) : '',
              })}
            </p>
            <StepAction step={step} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepAction({ step }: { step: WithdrawStep }) {
  const { t, path } = useI18n();
  const wallet = useWallet();
  const location = useLocation();
  const navigate = useNavigate();
  switch (step.kind) {
    case 'deposit':
      return <Button onClick={() => wallet.chooseTab('deposit')}>{t('wallet.lock.depositAction')}</Button>;
    case 'bonus':
      return <SupportLink />;
    case 'turnover':
      return (
        <Button
          onClick={() => {
            const onGamePage = gamePage.test(splitLocale(location.pathname).path);
            wallet.close();
            if (!onGamePage) void navigate(path('/'));
          }}
        >
          {t('wallet.lock.turnoverAction')}
        </Button>
      );
    case 'verify':
      // The wallet closes on the way: left open, it would cover the verification page.
      return (
        <Link
          to={path('/profile/verification')}
          className={buttonClass({ variant: 'secondary', className: 'bg-surface' })}
          onClick={() => wallet.close()}
        >
          {t('wallet.lock.verifyAction')}
        </Link>
      );
    case 'minAmount':
      return null;
  }
}
