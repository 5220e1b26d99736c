import type { AdminKycCase as KycCase } from '@croupier/contracts/admin-kyc';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';

/**
 * Identity-verification cases waiting for a person: each with the files the player uploaded, opened in a new
 * tab (every view is audited), and a decision with a reason. The player's site hears the outcome live.
 */
export function KycReview() {
  const { t } = useI18n();
  const [cases, setCases] = useState<KycCase[] | undefined>();
  const { notice, run } = useActionNotice((error) => (error.fields?.reason ? t('players.reasonRequired') : undefined));

  const reload = useCallback(async () => setCases(await adminApi<KycCase[]>('/kyc/cases')), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function decide(kycCase: KycCase, decision: 'approved' | 'rejected', reason: string) {
    await run(async () => {
      await adminApi(`/kyc/cases/${kycCase.id}/decision`, { method: 'POST', body: { decision, reason } });
      return t(`kyc.done.${decision}` as MessageKey, { id: kycCase.playerId });
    });
    await reload();
  }

  return (
    <>
      <PageHeading title={t('kyc.title')} intro={t('kyc.intro')}>
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          {t('common.refresh')}
        </Button>
      </PageHeading>
      <ActionNotice notice={notice} className="mb-4" />
      {!cases ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : cases.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('kyc.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('kyc.listLabel')}>
          {cases.map((kycCase) => (
            <KycCaseCard key={kycCase.id} kycCase={kycCase} onDecide={(d, r) => decide(kycCase, d, r)} />
          ))}
        </ul>
      )}
    </>
  );
}

function KycCaseCard(props: {
  kycCase: KycCase;
  onDecide(decision: 'approved' | 'rejected', reason: string): Promise<void>;
}) {
  const { t, locale } = useI18n();
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const { kycCase } = props;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'rejected' ? 'rejected' : 'approved';
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setPending(true);
    try {
      await props.onDecide(decision, reason);
    } finally {
      setPending(false);
    }
  }

  return (
    <li
      className="grid gap-4 rounded-card border border-line bg-surface p-5 lg:grid-cols-[1fr_22rem]"
      data-testid="kyc-case"
    >
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-mono text-xs">{t('withdrawals.player', { id: kycCase.playerId })}</p>
        <p className="text-muted">
          {t('kyc.provider', { provider: kycCase.provider })} ·{' '}
          {t('kyc.updated', { date: formatDateTime(kycCase.updatedAt, locale) })}
        </p>
        {kycCase.documents.length === 0 ? (
          <p className="text-warning">{t('kyc.noDocuments')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {kycCase.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={`/api/admin/kyc/documents/${document.id}/file`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {t(`kyc.documentType.${document.type}` as MessageKey)}
                </a>{' '}
                <span className="text-subtle">
                  {document.fileName} · {Math.ceil(document.size / 1024)} KB
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form className="flex flex-col gap-2" onSubmit={submit}>
        <label htmlFor={reasonId} className="font-medium text-sm">
          {t('players.reason')}
        </label>
        <input id={reasonId} name="reason" required minLength={3} maxLength={500} className={inputClass} />
        <div className="flex gap-2">
          <Button type="submit" name="decision" value="approved" size="sm" disabled={pending}>
            {t('kyc.approve')}
          </Button>
          <Button type="submit" name="decision" value="rejected" size="sm" variant="danger" disabled={pending}>
            {t('kyc.reject')}
          </Button>
        </div>
      </form>
    </li>
  );
}
