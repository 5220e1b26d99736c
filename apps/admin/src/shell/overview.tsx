import { Link } from 'react-router';
import { useMe } from '../features/session/session.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { PageHeading } from './page-heading.tsx';
import { adminPages, mayOpen } from './pages.ts';

/** Where a staff member lands: their name, their roles, and the work their roles give them. */
export function Overview() {
  const { t } = useI18n();
  const me = useMe();
  const cards = adminPages.flatMap((page) =>
    page.summary && mayOpen(page, me.permissions)
      ? [{ to: `/${page.path}`, title: t(page.label), text: t(page.summary) }]
      : [],
  );
  return (
    <>
      <PageHeading title={t('overview.title', { name: me.staff.name || me.staff.email })} intro={t('overview.intro')} />
      {cards.length ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-5 transition-colors duration-quick hover:bg-raised"
              >
                <span className="font-semibold text-lg">{card.title}</span>
                <span className="text-muted text-sm">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('overview.nothing')}</p>
      )}
    </>
  );
}
