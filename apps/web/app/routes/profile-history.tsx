import { bonusHistoryPageSchema, bonusHistoryPageSize } from '@croupier/contracts/bonus-history';
import { sessionListSchema } from '@croupier/contracts/player';
import { currencySchema } from '@croupier/contracts/settings';
import { Link } from 'react-router';
import { BonusHistoryList } from '../features/bonuses/bonus-history-list.tsx';
import { LinkPager } from '../features/profile/link-pager.tsx';
import { playerData, settingsData } from '../features/profile/player-api.server.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { SessionList } from '../features/profile/session-list.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import type { Route } from './+types/profile-history';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['bonuses', 'pages', 'profile'];

const sessionsPerPage = 10;
const tabs = ['sessions', 'bonuses'] as const;
type Tab = (typeof tabs)[number];

/**
 * The player's history in tabs, each paged by ?page= and chosen by ?tab= (both in the address, so a reload
 * or a shared link keeps them): sessions (S1.3-16, S1.7-39) and the bonus history (decision 0080).
 */
async function pageLoader(args: Route.LoaderArgs) {
  const query = new URL(args.request.url).searchParams;
  const page = Math.max(1, Math.min(10_000, Number(query.get('page')) || 1));
  if (query.get('tab') === 'bonuses') {
    const [history, currencies] = await Promise.all([
      playerData(
        args,
        `/api/game/player-bonuses/history?page=${page}&perPage=${bonusHistoryPageSize}`,
        bonusHistoryPageSchema,
      ),
      settingsData(args, '/api/settings/currencies', currencySchema.array()),
    ]);
    return {
      tab: 'bonuses' as const,
      history,
      // Only what formatMoney needs travels to the browser.
      currencies: (currencies ?? []).map((c) => ({
        code: c.code,
        symbol: c.symbol,
        subunitToUnit: c.subunitToUnit,
        type: c.type,
      })),
    };
  }
  const sessions = await playerData(
    args,
    `/api/player/sessions?page=${page}&perPage=${sessionsPerPage}`,
    sessionListSchema,
  );
  return { tab: 'sessions' as const, sessions };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const tabLink = (tab: Tab, page = 1) => {
    const query = new URLSearchParams();
    if (tab !== 'sessions') query.set('tab', tab);
    if (page > 1) query.set('page', String(page));
    return `?${query.toString()}`;
  };
  return (
    <main className="flex flex-col gap-6">
      <SectionHeader title={t('profile.history.title')} intro={t('profile.history.intro')} />
      <HistoryTabs current={loaderData.tab} href={(tab) => tabLink(tab)} />
      {loaderData.tab === 'bonuses' ? (
        <Panel title={t('profile.history.bonuses')} id="bonuses">
          <BonusHistoryList items={loaderData.history.data} currencies={loaderData.currencies} />
          <LinkPager
            label={t('profile.history.bonusPaging')}
            page={loaderData.history.meta.page}
            totalPages={loaderData.history.meta.totalPages}
            href={(page) => tabLink('bonuses', page)}
          />
        </Panel>
      ) : (
        <Panel title={t('profile.history.sessions')} id="sessions">
          <SessionList sessions={loaderData.sessions.data} />
          <LinkPager
            label={t('profile.history.paging')}
            page={loaderData.sessions.meta.page}
            totalPages={loaderData.sessions.meta.totalPages}
            href={(page) => tabLink('sessions', page)}
          />
        </Panel>
      )}
    </main>
  );
}

/** The tabs as links: the tab is part of the address. */
function HistoryTabs(props: { current: Tab; href(tab: Tab): string }) {
  const { t } = useI18n();
  const option =
    'inline-flex min-h-10 items-center rounded-control px-4 font-semibold text-sm text-muted transition-colors duration-quick hover:text-text aria-[current=page]:bg-raised aria-[current=page]:text-text aria-[current=page]:shadow-raised';
  return (
    <nav
      aria-label={t('profile.history.tabs')}
      className="inline-flex self-start rounded-control border border-line bg-canvas p-1"
    >
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={props.href(tab)}
          aria-current={tab === props.current ? 'page' : undefined}
          className={option}
          preventScrollReset
        >
          {t(`profile.history.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
