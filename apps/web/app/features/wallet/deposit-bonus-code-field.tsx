import { bonusCodeStatus } from '@croupier/contracts/constants';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { track } from '../analytics/data-layer.ts';
import { bonusApi } from './bonus-api.ts';
import { applyCode, type CodeFieldStatus, canApply } from './bonus-code.ts';
import { useWallet } from './wallet-context.ts';
import { Spinner, WalletIcon } from './wallet-icons.tsx';

/**
 * The bonus-code field of the deposit screen (spec 02 §4 "Bonus code", §8): idle, typing, then valid
 * (applied to the next deposit, input disabled, Remove deletes it by its id), invalid (input locked until
 * cleared) or limit ('Exceeded max attempts'). A regular code is redeemed at once and the field clears.
 */
export function DepositBonusCodeField() {
  const { t } = useI18n();
  const wallet = useWallet();
  const applied = wallet.bonuses.code;
  const currency = wallet.account?.currency ?? '';
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CodeFieldStatus>('idle');
  const [invalidStatus, setInvalidStatus] = useState<number | undefined>();
  const [redeemed, setRedeemed] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  // A code applied earlier (another visit, the sign-up form) shows as applied.
  const appliedCode = applied?.isLive && applied.bonus ? applied.code : undefined;
  useEffect(() => {
    if (appliedCode) {
      setText(appliedCode);
      setStatus('valid');
    } else {
      setStatus((current) => (current === 'valid' ? 'idle' : current));
    }
  }, [appliedCode]);

  const apply = async () => {
    if (busyRef.current || !canApply(text, busy, status)) return;
    busyRef.current = true;
    setBusy(true);
    setRedeemed(false);
    track({ event: 'walletPromoSubmit' });
    try {
      const outcome = await applyCode(text, (code, trigger) => bonusApi.submitCode(code, trigger, currency));
      switch (outcome.kind) {
        case 'regular':
          setText('');
          setStatus('idle');
          setRedeemed(true);
          wallet.bonuses.codeChanged();
          break;
        case 'applied':
          setText(outcome.answer.code);
          setStatus('valid');
          wallet.bonuses.codeChanged();
          break;
        case 'invalid':
          setInvalidStatus(outcome.status);
          setStatus('invalid');
          break;
        case 'limit':
          setStatus('limit');
          break;
        case 'error':
          wallet.alert('somethingWrong');
          break;
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busyRef.current || !applied?.id) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await bonusApi.removeCode(applied.id);
      if (!answer.ok) {
        wallet.alert('somethingWrong');
        return;
      }
      setText('');
      setStatus('idle');
      wallet.bonuses.codeChanged();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const clear = () => {
    setText('');
    setStatus('idle');
    setInvalidStatus(undefined);
  };

  const locked = status === 'valid' || status === 'invalid' || status === 'limit';
  const message =
    status === 'valid'
      ? { tone: 'text-success', text: t('walletBonus.code.valid') }
      : status === 'invalid'
        ? {
            tone: 'text-danger',
            text: t(
              invalidStatus === bonusCodeStatus.notAvailable
                ? 'walletBonus.code.notAvailable'
                : 'walletBonus.code.invalid',
            ),
          }
        : status === 'limit'
          ? { tone: 'text-danger', text: t('walletBonus.code.limit') }
          : redeemed
            ? { tone: 'text-success', text: t('walletBonus.code.redeemed') }
            : undefined;

  return (
    <div className="flex flex-col gap-2" data-testid="bonus-code" data-status={status}>
      <label htmlFor="deposit-bonus-code" className="font-medium text-sm text-text">
        {t('walletBonus.code.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id="deposit-bonus-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={text}
            disabled={locked || busy}
            placeholder={t('walletBonus.code.placeholder')}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setRedeemed(false);
              setStatus(event.currentTarget.value ? 'typing' : 'idle');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
            aria-invalid={status === 'invalid' || status === 'limit' ? true : undefined}
            aria-describedby={message ? 'deposit-bonus-code-message' : undefined}
            className={`${inputClass} pr-10 uppercase`}
          />
          {status === 'valid' ? (
            <WalletIcon
              name="check"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-5 text-success"
            />
          ) : null}
        </div>
        {status === 'valid' ? (
          <Button type="button" variant="secondary" onClick={() => void remove()} disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('walletBonus.code.remove')}
          </Button>
        ) : status === 'invalid' ? (
          <Button type="button" variant="secondary" onClick={clear}>
            {t('walletBonus.code.clear')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={() => void apply()}
            disabled={!canApply(text, busy, status)}
          >
            {busy ? <Spinner /> : null}
            {t('walletBonus.code.apply')}
          </Button>
        )}
      </div>
      {message ? (
        <p id="deposit-bonus-code-message" role="status" className={`text-sm ${message.tone}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
