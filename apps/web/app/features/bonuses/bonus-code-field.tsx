import { bonusCodeMode } from '@croupier/contracts/constants';
import { Button } from '@croupier/ui/button';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { codeAlert } from './bonus-alerts.ts';
import { type BonusCode, bonusApi } from './bonus-api.ts';
import { afterApply, afterCheck, type CodeOutcome, canApply } from './bonus-code-flow.ts';
import { refreshBonusLists } from './bonus-reads.ts';
import { pushBonusAlert } from './bonus-toasts.ts';

type FieldState =
  | { kind: 'idle' }
  | { kind: 'redeemed' }
  | { kind: 'applied'; code: BonusCode }
  | { kind: 'invalid' }
  | { kind: 'notFound'; status: number }
  | { kind: 'limit' }
  | { kind: 'error' };

/**
 * The bonus-code field of /bonuses (spec 02 §4 "Bonus code", §8): a check in mode 1 redeems a regular code
 * at once; any other code is applied in mode 3 to the next deposit, confirmed with its bonus ('valid') or
 * refused ('invalid', locked until cleared). Too many wrong codes lock the field ('limit').
 */
export function BonusCodeField(props: { currency: string | undefined }) {
  const { t } = useI18n();
  const modals = useModals();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<FieldState>({ kind: 'idle' });

  // A code applied earlier (here or in the wallet) shows as applied, with its remove button.
  useEffect(() => {
    let live = true;
    void bonusApi.appliedCode().then((answer) => {
      if (live && answer.ok && answer.data?.id && answer.data.isLive) {
        setValue(answer.data.code);
        setState({ kind: 'applied', code: answer.data });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const show = (outcome: CodeOutcome) => {
    if (outcome.kind === 'redeemed') {
      setValue('');
      void refreshBonusLists();
      setState({ kind: 'redeemed' });
    } else if (outcome.kind === 'alert') {
      const alert = codeAlert(outcome.status);
      if (alert) pushBonusAlert(alert);
      setState({ kind: 'notFound', status: outcome.status });
    } else if (outcome.kind !== 'apply') setState(outcome);
  };

  const apply = async () => {
    if (!canApply(value, busy)) return;
    setBusy(true);
    const code = value.trim();
    const checked = afterCheck(await bonusApi.submitCode(code, bonusCodeMode.check, props.currency));
    show(
      checked.kind === 'apply'
        ? afterApply(await bonusApi.submitCode(code, bonusCodeMode.apply, props.currency))
        : checked,
    );
    setBusy(false);
  };

  const remove = async () => {
    if (state.kind !== 'applied' || !state.code.id) return;
    setBusy(true);
    const answer = await bonusApi.removeCode(state.code.id);
    setBusy(false);
    if (answer.ok) {
      setValue('');
      setState({ kind: 'idle' });
    } else setState({ kind: 'error' });
  };

  const clear = () => {
    setValue('');
    setState({ kind: 'idle' });
  };

  const applied = state.kind === 'applied';
  const locked = applied || state.kind === 'limit' || state.kind === 'invalid';
  const hint = hintOf(state);
  const tone = state.kind === 'redeemed' || applied ? 'text-success' : 'text-danger';

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${inputId}-title`} className="font-semibold text-lg text-text">
          {t('bonuses.code.title')}
        </h2>
        <p className="text-muted text-sm">{t('bonuses.code.intro')}</p>
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('bonuses.code.label')}
        </label>
        <input
          id={inputId}
          name="bonusCode"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={t('bonuses.code.placeholder')}
          readOnly={locked}
          aria-invalid={state.kind === 'invalid' || state.kind === 'notFound' ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (state.kind === 'redeemed' || state.kind === 'notFound' || state.kind === 'error') {
              setState({ kind: 'idle' });
            }
          }}
          className="min-h-11 flex-1 rounded-control border border-line bg-raised px-4 text-text uppercase tracking-wider placeholder:text-subtle placeholder:normal-case placeholder:tracking-normal read-only:opacity-70"
        />
        {applied ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void remove()}>
            {t('bonuses.code.remove')}
          </Button>
        ) : state.kind === 'invalid' ? (
          <Button type="button" variant="secondary" onClick={clear}>
            {t('bonuses.code.clear')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canApply(value, busy) || locked} aria-busy={busy}>
            {t('bonuses.code.apply')}
          </Button>
        )}
      </form>
      {hint ? (
        <p id={hintId} className={`text-sm ${tone}`} data-testid="bonus-code-hint">
          {applied
            ? t(hint, { name: state.code.bonusPackage?.name ?? state.code.bonus?.package.name ?? state.code.code })
            : t(hint)}
        </p>
      ) : null}
      {applied ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => modals.open('wallet', {}, { queryValue: 'deposit' })}>
            {t('bonuses.code.depositNow')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function hintOf(state: FieldState): string | undefined {
  switch (state.kind) {
    case 'redeemed':
      return 'bonuses.code.redeemed';
    case 'applied':
      return 'bonuses.code.valid';
    case 'invalid':
      return 'bonuses.code.invalid';
    case 'notFound':
      return state.status === 3 ? 'bonuses.code.incorrect' : 'bonuses.code.notAvailable';
    case 'limit':
      return 'bonuses.code.limit';
    case 'error':
      return 'bonuses.code.somethingWrong';
    default:
      return undefined;
  }
}
