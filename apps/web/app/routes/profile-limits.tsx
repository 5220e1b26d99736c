import { limitDefinition } from '@croupier/contracts/constants';
import { limitSchema, realityCheckSchema } from '@croupier/contracts/limits';
import { currencySchema } from '@croupier/contracts/settings';
import { Button } from '@croupier/ui/button';
import { useRevalidator } from 'react-router';
import { Countdown } from '../features/limits/countdown.tsx';
import { blockLimit } from '../features/limits/limit-rules.ts';
import { MoneyLimits } from '../features/limits/money-limits.tsx';
import { RealityCheckForm } from '../features/limits/reality-check-form.tsx';
import { playerGet, settingsData } from '../features/profile/player-api.server.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useModals } from '../ui/modal/modal-context.ts';
import type { Route } from './+types/profile-limits';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages'];

async function pageLoader(args: Route.LoaderArgs) {
  const [limits, realityCheck, currencies] = await Promise.all([
    playerGet(args, '/api/player/limits', limitSchema.array()),
    playerGet(args, '/api/player/limits/reality-check', realityCheckSchema),
    settingsData(args, '/api/settings/currencies?visible=true', currencySchema.array()),
  ]);
  return {
    limits,
    realityCheck,
    // Only what formatMoney needs travels to the browser.
    currencies: (currencies ?? []).map((c) => ({
      code: c.code,
      symbol: c.symbol,
      subunitToUnit: c.subunitToUnit,
      type: c.type,
    })),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const modals = useModals();
  const revalidator = useRevalidator();
  const { limits, realityCheck, currencies } = loaderData;
  const coolingOff = blockLimit(limits, limitDefinition.coolingOff);
  const selfExclusion = blockLimit(limits, limitDefinition.selfExclusion);

  return (
    <main className="flex flex-col gap-6">
      <SectionHeader title={t('limits.title')} intro={t('limits.intro')} />

      {coolingOff?.expiredAt ? (
        <Panel title={t('limits.coolingOff.activeTitle')} id="cooling-off-active" tone="warning">
          <p className="text-muted text-sm">{t('limits.coolingOff.activeText')}</p>
          <Countdown end={coolingOff.expiredAt} onDone={() => void revalidator.revalidate()} />
        </Panel>
      ) : null}

      <Panel title={t('limits.money')} id="money-limits">
        <MoneyLimits limits={limits} currencies={currencies} />
      </Panel>

      <Panel title={t('limits.realityCheck.title')} id="reality-check">
        <RealityCheckForm realityCheck={realityCheck} />
      </Panel>

      <Panel title={t('limits.break.title')} id="take-a-break" tone="warning">
        <p className="text-muted text-sm">{t('limits.break.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-3 rounded-control bg-raised p-4">
            <h3 className="font-semibold text-text">{t('limits.coolingOff.title')}</h3>
            <p className="flex-1 text-muted text-sm">{t('limits.coolingOff.lead')}</p>
            <Button
              disabled={Boolean(coolingOff || selfExclusion)}
              onClick={() => modals.open('cooling-off-limit')}
              variant="danger"
              className="border-warning/60 text-warning hover:bg-warning/10"
            >
              {coolingOff ? t('limits.coolingOff.running') : t('limits.coolingOff.open')}
            </Button>
          </div>
          <div className="flex flex-col gap-3 rounded-control bg-raised p-4">
            <h3 className="font-semibold text-text">{t('limits.selfExclusion.title')}</h3>
            <p className="flex-1 text-muted text-sm">{t('limits.selfExclusion.lead')}</p>
            <Button onClick={() => modals.open('self-exclusion-limit')} variant="danger">
              {t('limits.selfExclusion.open')}
            </Button>
          </div>
        </div>
      </Panel>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
