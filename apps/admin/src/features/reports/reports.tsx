import type { Report, ReportName } from '@croupier/contracts/admin-reports';
import { intlTag } from '@croupier/i18n/locales';
import { Button } from '@croupier/ui/button';
import { describedBy, Field, FormAlert, inputClass, linkClass, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { useCurrencyCodes, useMoney } from '../../platform/money.ts';
import { DataTable, Section } from '../../shell/data-table.tsx';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText } from '../session/error-text.ts';
import { RevenueChart } from './revenue-chart.tsx';

const dayMs = 86_400_000;
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

interface Query {
  currency: string;
  from: string;
  to: string;
}

/**
 * Issue 22 §9: one currency's figures over a range of UTC days (decision 0116) — GGR and NGR as a chart and a
 * table, then revenue by game and provider, payments, players, bonus cost and interventions, each with its
 * CSV download.
 */
export function Reports() {
  const { t, locale } = useI18n();
  const money = useMoney();
  const codes = useCurrencyCodes();
  const [query, setQuery] = useState<Query>(() => ({
    currency: 'CAD',
    from: utcDay(Date.now() - 29 * dayMs),
    to: utcDay(Date.now()),
  }));
  const [report, setReport] = useState<Report | undefined>();
  const [error, setError] = useState<ApiError | undefined>();

  useEffect(() => {
    setReport(undefined);
    setError(undefined);
    const search = new URLSearchParams({ ...query });
    adminApi<Report>(`/reports?${search}`).then(setReport, (caught) => setError(asApiError(caught)));
  }, [query]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setQuery({
      currency: String(form.get('currency') ?? ''),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
    });
  }

  const count = new Intl.NumberFormat(intlTag(locale));
  const cur = (amount: number) => money(amount, query.currency);
  const csv = (name: ReportName) => `/api/admin/reports/${name}/csv?${new URLSearchParams({ ...query })}`;
  const rangeError = error?.fields?.to || error?.fields?.from ? t('reports.rangeInvalid') : undefined;
  const currencyError = error?.fields?.currency ? t('errors.field') : undefined;

  const section = (name: ReportName, title: MessageKey, table: ReactNode) => (
    <Section id={`report-${name}`} title={t(title)}>
      {table}
      <a href={csv(name)} download className={`${linkClass} self-start text-sm`}>
        {t('reports.csv', { report: t(title) })}
      </a>
    </Section>
  );
  const days = <T extends { day: string }>(rows: readonly T[], cells: (row: T) => ReactNode[]) =>
    rows.map((row) => ({ key: row.day, cells: [row.day, ...cells(row)] }));

  return (
    <>
      <PageHeading title={t('reports.title')} intro={t('reports.intro')} />
      <form
        onSubmit={apply}
        className="mb-6 grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-4"
        aria-label={t('reports.filters')}
        noValidate
      >
        <Field id="report-currency" label={t('reports.currency')} error={currencyError}>
          <select
            id="report-currency"
            name="currency"
            defaultValue={query.currency}
            className={inputClass}
            aria-invalid={currencyError ? true : undefined}
            aria-describedby={describedBy('report-currency', currencyError, undefined)}
          >
            {(codes ?? [query.currency]).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id="report-from"
          label={t('reports.from')}
          input={{ name: 'from', type: 'date', defaultValue: query.from, required: true }}
        />
        <TextField
          id="report-to"
          label={t('reports.to')}
          error={rangeError}
          hint={t('reports.rangeHint')}
          input={{ name: 'to', type: 'date', defaultValue: query.to, required: true }}
        />
        <div className="flex h-full items-center pt-6">
          <Button type="submit" variant="secondary">
            {t('reports.show')}
          </Button>
        </div>
      </form>
      {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
      {report === undefined ? (
        error ? null : (
          <p className="text-muted">{t('common.loading')}</p>
        )
      ) : (
        <div className="flex flex-col gap-6" data-testid="reports">
          {section(
            'revenue',
            'reports.revenue',
            <>
              <RevenueChart
                days={report.revenue}
                title={t('reports.chartTitle', { currency: report.currency })}
                description={t('reports.chartDescription', {
                  from: report.from,
                  to: report.to,
                  ggr: cur(report.revenue.reduce((sum, d) => sum + d.ggr, 0)),
                  ngr: cur(report.revenue.reduce((sum, d) => sum + d.ngr, 0)),
                })}
                labels={{ ggr: t('reports.ggr'), ngr: t('reports.ngr') }}
                money={cur}
              />
              <DataTable
                caption={t('reports.revenue')}
                empty={t('reports.empty')}
                testId="report-revenue"
                headers={[
                  t('reports.day'),
                  t('reports.stakes'),
                  t('reports.wins'),
                  t('reports.ggr'),
                  t('reports.bonusCost'),
                  t('reports.adjustments'),
                  t('reports.fees'),
                  t('reports.ngr'),
                ]}
                rows={days(report.revenue, (d) => [
                  cur(d.stakes),
                  cur(d.wins),
                  cur(d.ggr),
                  cur(d.bonusCost),
                  cur(d.adjustments),
                  cur(d.fees),
                  cur(d.ngr),
                ])}
              />
            </>,
          )}
          {section(
            'games',
            'reports.games',
            <DataTable
              caption={t('reports.games')}
              empty={t('reports.empty')}
              testId="report-games"
              headers={[
                t('reports.game'),
                t('reports.provider'),
                t('reports.rounds'),
                t('reports.stakes'),
                t('reports.wins'),
                t('reports.ggr'),
              ]}
              rows={report.games.map((g) => ({
                key: g.gameId,
                cells: [g.game, g.provider, count.format(g.rounds), cur(g.stakes), cur(g.wins), cur(g.ggr)],
              }))}
            />,
          )}
          {section(
            'providers',
            'reports.providers',
            <DataTable
              caption={t('reports.providers')}
              empty={t('reports.empty')}
              headers={[
                t('reports.provider'),
                t('reports.rounds'),
                t('reports.stakes'),
                t('reports.wins'),
                t('reports.ggr'),
              ]}
              rows={report.providers.map((p) => ({
                key: p.providerId,
                cells: [p.provider, count.format(p.rounds), cur(p.stakes), cur(p.wins), cur(p.ggr)],
              }))}
            />,
          )}
          {section(
            'payments',
            'reports.payments',
            <DataTable
              caption={t('reports.payments')}
              empty={t('reports.empty')}
              headers={[
                t('reports.day'),
                t('reports.deposits'),
                t('reports.depositAmount'),
                t('reports.withdrawals'),
                t('reports.withdrawalAmount'),
              ]}
              rows={days(report.payments, (d) => [
                count.format(d.deposits),
                cur(d.depositAmount),
                count.format(d.withdrawals),
                cur(d.withdrawalAmount),
              ])}
            />,
          )}
          {section(
            'players',
            'reports.players',
            <DataTable
              caption={t('reports.players')}
              empty={t('reports.empty')}
              headers={[t('reports.day'), t('reports.active'), t('reports.new')]}
              rows={days(report.players, (d) => [count.format(d.active), count.format(d.new)])}
            />,
          )}
          {section(
            'bonus-cost',
            'reports.bonusCostTitle',
            <DataTable
              caption={t('reports.bonusCostTitle')}
              empty={t('reports.empty')}
              headers={[t('reports.day'), t('reports.converted'), t('reports.credits'), t('reports.total')]}
              rows={days(report.bonusCost, (d) => [cur(d.converted), cur(d.credits), cur(d.total)])}
            />,
          )}
          {section(
            'interventions',
            'reports.interventions',
            <DataTable
              caption={t('reports.interventions')}
              empty={t('reports.empty')}
              headers={[
                t('reports.day'),
                t('reports.limits'),
                t('reports.selfExclusions'),
                t('reports.coolingOffs'),
                t('reports.blocks'),
              ]}
              rows={days(report.interventions, (d) => [
                count.format(d.limits),
                count.format(d.selfExclusions),
                count.format(d.coolingOffs),
                count.format(d.blocks),
              ])}
            />,
          )}
        </div>
      )}
    </>
  );
}
