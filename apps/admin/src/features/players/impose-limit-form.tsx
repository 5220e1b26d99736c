import { limitDefinition, limitPeriods } from '@croupier/contracts/constants';
import { coolingOffDurations, selfExclusionDurations } from '@croupier/contracts/limits';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { fieldErrorText } from '../session/error-text.ts';

const kinds = [
  limitDefinition.deposit,
  limitDefinition.bet,
  limitDefinition.loss,
  limitDefinition.coolingOff,
  limitDefinition.selfExclusion,
] as const;
type Kind = (typeof kinds)[number];
const isMoney = (kind: Kind) =>
  kind === limitDefinition.deposit || kind === limitDefinition.bet || kind === limitDefinition.loss;

/**
 * Staff impose a limit or an exclusion with a reason (decision 0118): the player's own shapes, applied at once.
 * The fields follow the kind chosen, as the player's own forms do.
 */
export function ImposeLimitForm(props: { playerId: string; currencies: readonly string[]; onDone(): Promise<void> }) {
  const { t } = useI18n();
  const id = useId();
  const [kind, setKind] = useState<Kind>(limitDefinition.deposit);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const { notice, run } = useActionNotice((refused) => {
    setError(refused);
    if (refused.fields?.reason) return t('players.reasonRequired');
    return refused.fields ? t('player.imposeFix') : undefined;
  });
  const durations = kind === limitDefinition.coolingOff ? coolingOffDurations : selfExclusionDurations;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const limit = isMoney(kind)
      ? { definition: kind, period: text('period'), currency: text('currency'), amount: Number(text('amount')) }
      : { definition: kind, duration: text('duration') };
    setPending(true);
    setError(undefined);
    await run(async () => {
      await adminApi(`/players/${props.playerId}/limits`, { method: 'POST', body: { limit, reason: text('reason') } });
      formElement.reset();
      setKind(limitDefinition.deposit);
      await props.onDone();
      return t('player.imposed');
    });
    setPending(false);
  }

  const field = (name: string, label: string, control: ReactNode) => (
    <div className="flex min-w-36 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-medium text-sm">
        {label}
      </label>
      {control}
      {fieldErrorText(t, error, `limit.${name}`) ? (
        <p className="text-danger text-xs">{fieldErrorText(t, error, `limit.${name}`)}</p>
      ) : null}
    </div>
  );

  return (
    <form className="flex flex-col gap-3 border-line border-t pt-3" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('player.impose')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        {field(
          'definition',
          t('player.limitKind'),
          <select
            id={`${id}-definition`}
            className={inputClass}
            value={kind}
            onChange={(event) => setKind(Number(event.target.value) as Kind)}
          >
            {kinds.map((value) => (
              <option key={value} value={value}>
                {t(`player.limit.${value}` as MessageKey)}
              </option>
            ))}
          </select>,
        )}
        {isMoney(kind) ? (
          <>
            {field(
              'period',
              t('player.limitPeriod'),
              <select id={`${id}-period`} name="period" className={inputClass}>
                {limitPeriods.map((period) => (
                  <option key={period} value={period}>
                    {t(`player.period.${period}` as MessageKey)}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'currency',
              t('player.currency'),
              <select id={`${id}-currency`} name="currency" className={inputClass}>
                {props.currencies.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>,
            )}
            {field(
              'amount',
              t('player.limitAmount'),
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                required
                className={inputClass}
                autoComplete="off"
              />,
            )}
          </>
        ) : (
          field(
            'duration',
            t('player.duration'),
            <select id={`${id}-duration`} name="duration" className={inputClass}>
              {durations.map((duration) => (
                <option key={duration} value={duration}>
                  {t(`player.durations.${duration}` as MessageKey)}
                </option>
              ))}
            </select>,
          )
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium text-sm">
            {t('players.reason')}
          </label>
          <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={500} className={inputClass} />
        </div>
        <Button type="submit" size="sm" variant="danger" disabled={pending}>
          {t('player.imposeSubmit')}
        </Button>
      </div>
      <ActionNotice notice={notice} />
    </form>
  );
}
