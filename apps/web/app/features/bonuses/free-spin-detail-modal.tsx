import { playerBonusStatus } from '@croupier/contracts/constants';
import { Button, buttonClass } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import type { PlayerFreespin } from './bonus-api.ts';
import { activateFreespin, failureAlert } from './bonus-commands.ts';
import { useBonusMoney } from './bonus-money.ts';
import { pushBonusAlert } from './bonus-toasts.ts';
import { freespinPlayPath } from './bonus-view.ts';
import { Expiry } from './expiry.tsx';
import { MissingItem } from './missing-item.tsx';
import { freespinProp } from './modal-props.ts';

/** free-spin-detail: an award's spins, stake and game; activate it, or play it once it is active. */
export default function FreeSpinDetailModal({ props, close, titleId }: ModalBodyProps) {
  const freespin = freespinProp(props, 'freespin');
  if (!freespin) return <MissingItem close={close} />;
  return <Detail freespin={freespin} close={close} titleId={titleId} />;
}

function Detail(props: { freespin: PlayerFreespin; close(): void; titleId: string }) {
  const { t } = useI18n();
  const { money } = useBonusMoney();
  const [item, setItem] = useState(props.freespin);
  const [busy, setBusy] = useState(false);
  const { close } = props;

  const activate = async () => {
    setBusy(true);
    const answer = await activateFreespin(item.id);
    setBusy(false);
    if (answer.ok) setItem(answer.data);
    else {
      pushBonusAlert(failureAlert(answer));
      close();
    }
  };

  const rows: [string, string][] = [
    [t('bonuses.freespin.spins'), t('bonuses.freespin.spinsValue', { played: item.playedCount, count: item.count })],
    [t('bonuses.freespin.bet'), money(item.betValue, item.currency)],
    [t('bonuses.freespin.total'), money(item.betValue * item.count, item.currency)],
  ];

  return (
    <ModalBody
      titleId={props.titleId}
      title={item.name}
      lead={t('bonuses.freespin.lead')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('bonuses.modal.close')}
          </Button>
          {item.status === playerBonusStatus.issued ? (
            <Button disabled={busy} aria-busy={busy} onClick={() => void activate()}>
              {t('bonuses.action.activate')}
            </Button>
          ) : item.status === playerBonusStatus.active ? (
            <SiteLink to={freespinPlayPath(item)} className={buttonClass()} onClick={close}>
              {t('bonuses.action.play')}
            </SiteLink>
          ) : null}
        </>
      }
    >
      <dl className="grid grid-cols-1 gap-3 rounded-control bg-raised p-4 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular font-semibold text-text">{value}</dd>
          </div>
        ))}
      </dl>
      {item.expiresAt ? <Expiry end={item.expiresAt} active={item.status === playerBonusStatus.active} /> : null}
    </ModalBody>
  );
}
