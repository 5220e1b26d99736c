import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/** Approve, or reject with a reason the player will read; one decision at a time. */
export function WithdrawalDecision(props: {
  number: string;
  approveDisabled: boolean;
  onApprove(): Promise<void>;
  onReject(reason: string): Promise<void>;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<void>) {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason) void run(() => props.onReject(reason));
  }

  if (rejecting) {
    return (
      <form className="flex min-w-64 flex-col gap-2" onSubmit={reject}>
        <label htmlFor={reasonId} className="font-medium text-sm">
          {t('withdrawals.reason')}
        </label>
        <textarea id={reasonId} name="reason" required maxLength={500} rows={2} className={inputClass} />
        <div className="flex gap-2">
          <Button type="submit" variant="danger" size="sm" disabled={pending}>
            {t('withdrawals.confirmReject', { number: props.number })}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setRejecting(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-2 lg:flex-col lg:items-stretch">
      <Button
        size="sm"
        disabled={pending || props.approveDisabled}
        aria-label={t('withdrawals.approveLabel', { number: props.number })}
        onClick={() => void run(props.onApprove)}
      >
        {t('withdrawals.approve')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        aria-label={t('withdrawals.rejectLabel', { number: props.number })}
        onClick={() => setRejecting(true)}
      >
        {t('withdrawals.reject')}
      </Button>
    </div>
  );
}
