import type { Adjustment } from '@croupier/contracts/admin-adjustments';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useCan } from '../session/session.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { PendingAdjustments } from './pending-adjustments.tsx';

/**
 * Goodwill credits and corrections of a player's real balance: each a ledger posting with a reason; above the
 * four-eyes amount, and for every correction, a second staff member confirms before anything moves.
 */
export function Adjustments() {
  const { t } = useI18n();
  const can = useCan();
  const mayCreate = can('adjustments.create');
  const mayRead = can('adjustments.read');
  const [pending, setPending] = useState<Adjustment[] | undefined>();

  const reload = useCallback(async () => {
    if (mayRead) setPending(await adminApi<Adjustment[]>('/adjustments'));
  }, [mayRead]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <>
      <PageHeading title={t('adjustments.title')} intro={t('adjustments.intro')} />
      <div className="grid gap-8 xl:grid-cols-[24rem_1fr]">
        {mayCreate ? <AdjustmentForm onPosted={reload} /> : null}
        {mayRead ? <PendingAdjustments items={pending} onDecided={reload} /> : null}
      </div>
    </>
  );
}
