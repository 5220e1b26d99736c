import type { AdminPlayerDetail } from '@croupier/contracts/admin-players';
import { formatDate } from '@croupier/i18n/dates';
import { FormAlert } from '@croupier/ui/form-controls';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { Section } from '../../shell/data-table.tsx';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText } from '../session/error-text.ts';
import { PlayerDocuments } from './player-documents.tsx';
import { PlayerLimitHistory, PlayerMessages, PlayerRounds } from './player-history.tsx';
import { PlayerNotes } from './player-notes.tsx';
import { PlayerPayments, PlayerRecords } from './player-records.tsx';
import { PlayerSegments } from './player-segments.tsx';

/** One player's page (issue 22 §3): who they are, their standing, and what each part of the casino holds for them. */
export function PlayerFile() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const [detail, setDetail] = useState<AdminPlayerDetail | undefined>();
  const [error, setError] = useState<ApiError | undefined>();

  const load = useCallback(async () => {
    try {
      setDetail(await adminApi<AdminPlayerDetail>(`/players/${id}`));
      setError(undefined);
    } catch (caught) {
      setError(asApiError(caught));
    }
  }, [id]);
  useEffect(() => {
    setDetail(undefined);
    void load();
  }, [load]);

  if (error) {
    return (
      <>
        <PageHeading title={t('player.title')} />
        <FormAlert>{error.status === 404 ? t('player.notFound') : errorText(t, error)}</FormAlert>
        <p className="mt-4">
          <Link to="/players" className="text-accent underline">
            {t('player.back')}
          </Link>
        </p>
      </>
    );
  }
  if (!detail) return <p className="text-muted">{t('common.loading')}</p>;
  const { profile } = detail;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/players" className="text-accent underline">
          {t('player.back')}
        </Link>
      </p>
      <PageHeading title={name || profile.email} intro={t(`players.status.${profile.status}` as MessageKey)} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ProfileFacts detail={detail} />
        <PlayerSegments playerId={profile.id} segments={detail.segments} onChanged={load} />
        <PlayerRecords detail={detail} onChanged={load} />
        <SharedDevices detail={detail} />
        <PlayerDocuments playerId={profile.id} />
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <PlayerNotes playerId={profile.id} />
        <PlayerMessages playerId={profile.id} />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <PlayerRounds playerId={profile.id} />
        <PlayerLimitHistory playerId={profile.id} />
        <PlayerPayments playerId={profile.id} />
      </div>
    </>
  );
}

function ProfileFacts(props: { detail: AdminPlayerDetail }) {
  const { t, locale } = useI18n();
  const { profile, verification } = props.detail;
  const address = [profile.address, profile.postalCode, profile.city, profile.country].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    [t('player.email'), profile.email],
    [t('player.phone'), profile.phone ?? '—'],
    [t('player.nickname'), profile.nickname ?? '—'],
    [t('player.birthdate'), profile.birthdate ? formatDate(profile.birthdate, locale, { dateStyle: 'medium' }) : '—'],
    [t('player.address'), address || '—'],
    [t('player.currency'), profile.currency],
    [t('player.joined'), formatDate(profile.createdAt, locale, { dateStyle: 'medium' })],
    [
      t('player.identity'),
      `${t(profile.sumsubVerified ? 'withdrawals.verified' : 'withdrawals.notVerified')} · ${t(
        `player.kyc.${verification.status}` as MessageKey,
      )}`,
    ],
    [t('player.takesBonuses'), t(profile.receiveBonus === false ? 'player.no' : 'player.yes')],
    [t('player.deposits'), props.detail.depositCounts.map((c) => `${c.depositsCount} ${c.currency}`).join(', ') || '0'],
  ];
  return (
    <Section id="player-profile" title={t('player.profile')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="player-profile">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="font-mono text-subtle text-xs">{profile.id}</p>
    </Section>
  );
}

function SharedDevices(props: { detail: AdminPlayerDetail }) {
  const { t } = useI18n();
  const shared = props.detail.sharedDevices;
  return (
    <Section id="player-devices" title={t('player.sharedDevices')}>
      {shared.length === 0 ? (
        <p className="text-muted text-sm">{t('player.noSharedDevices')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="player-shared-devices">
          {shared.map((other) => (
            <li key={other.id}>
              <Link to={`/players/${other.id}`} className="text-accent underline">
                {other.email}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
