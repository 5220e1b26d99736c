import type { AdminAuditEntry } from '@croupier/contracts/admin-audit';
import type { StaffMember } from '@croupier/contracts/admin-staff';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi, adminApiBody } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useCan } from '../session/session.ts';

interface AuditPage {
  data: AdminAuditEntry[];
  nextBefore: string | null;
}

const filterNames = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** Every staff action, newest first, filtered by who, what, which object and when; older pages on demand. */
export function AuditLog() {
  const { t, locale } = useI18n();
  const mayReadStaff = useCan()('staff.read');
  const [filters, setFilters] = useState<URLSearchParams>(new URLSearchParams());
  const [entries, setEntries] = useState<AdminAuditEntry[] | undefined>();
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [staff, setStaff] = useState<Map<string, StaffMember>>(new Map());

  useEffect(() => {
    if (mayReadStaff) {
      void adminApi<StaffMember[]>('/staff').then((members) => setStaff(new Map(members.map((m) => [m.id, m]))));
    }
  }, [mayReadStaff]);

  useEffect(() => {
    setEntries(undefined);
    void adminApiBody<AuditPage>(`/audit?${filters}`).then((page) => {
      setEntries(page.data);
      setNextBefore(page.nextBefore);
    });
  }, [filters]);

  async function older() {
    if (!nextBefore) return;
    const query = new URLSearchParams(filters);
    query.set('before', nextBefore);
    const page = await adminApiBody<AuditPage>(`/audit?${query}`);
    setEntries((shown) => [...(shown ?? []), ...page.data]);
    setNextBefore(page.nextBefore);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(form.get(name) ?? '').trim();
      if (!value) continue;
      // Dates are picked as local days: from the start of the first to the end of the last.
      if (name === 'from') query.set(name, new Date(`${value}T00:00:00`).toISOString());
      else if (name === 'to') query.set(name, new Date(`${value}T23:59:59.999`).toISOString());
      else query.set(name, value);
    }
    setFilters(query);
  }

  const who = (id: string | null) => (id ? (staff.get(id)?.email ?? id) : t('audit.system'));
  return (
    <>
      <PageHeading title={t('audit.title')} intro={t('audit.intro')} />
      <form onSubmit={apply} className="mb-6 grid gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={t('audit.filters')}>
        {staff.size ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('audit.staff')}
            <select name="staffId" className={inputClass} defaultValue="">
              <option value="">{t('audit.anyone')}</option>
              {[...staff.values()].map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          {t('audit.action')}
          <input name="action" className={inputClass} placeholder="withdrawal.approve" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit.targetType')}
          <input name="targetType" className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit.targetId')}
          <input name="targetId" className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit.from')}
          <input name="from" type="date" className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit.to')}
          <input name="to" type="date" className={inputClass} />
        </label>
        <div className="flex items-end">
          <Button type="submit" variant="secondary">
            {t('audit.apply')}
          </Button>
        </div>
      </form>
      {entries === undefined ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="text-muted">{t('audit.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="text-muted">
              <tr className="border-line border-b">
                <th className="py-2 pr-4 font-medium">{t('audit.at')}</th>
                <th className="py-2 pr-4 font-medium">{t('audit.staff')}</th>
                <th className="py-2 pr-4 font-medium">{t('audit.action')}</th>
                <th className="py-2 pr-4 font-medium">{t('audit.target')}</th>
                <th className="py-2 pr-4 font-medium">{t('audit.from_where')}</th>
                <th className="py-2 font-medium">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-line/60 border-b align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.at, locale)}</td>
                  <td className="py-2 pr-4">{who(entry.staffId)}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{entry.action}</td>
                  <td className="py-2 pr-4">
                    {entry.targetType}
                    {entry.targetId ? (
                      <span className="block font-mono text-subtle text-xs">{entry.targetId}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4 text-subtle">{entry.ip ?? '—'}</td>
                  <td className="py-2">
                    {entry.before === null && entry.after === null ? (
                      '—'
                    ) : (
                      <details>
                        <summary className="cursor-pointer text-accent">{t('audit.show')}</summary>
                        <div className="mt-2 grid gap-2 md:grid-cols-2">
                          <pre className="overflow-x-auto rounded-control bg-canvas p-2 text-xs">
                            {t('audit.before')}: {JSON.stringify(entry.before, null, 2)}
                          </pre>
                          <pre className="overflow-x-auto rounded-control bg-canvas p-2 text-xs">
                            {t('audit.after')}: {JSON.stringify(entry.after, null, 2)}
                          </pre>
                        </div>
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore ? (
        <Button variant="secondary" className="mt-4" onClick={older}>
          {t('audit.older')}
        </Button>
      ) : null}
    </>
  );
}
