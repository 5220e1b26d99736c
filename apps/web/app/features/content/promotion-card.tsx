import type { Promotion } from '@croupier/contracts/content';
import { sitePath } from '@croupier/i18n/locales';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ArtImage } from './art.tsx';

/**
 * A promotion tile. It links to the current page with promotions-card-detail=<identity>, so the detail
 * modal opens through the URL (shareable, and the back-end of a no-JS visit still gets a real link).
 */
/** What a tile shows: pages that list promotions without opening them (home) send only this much. */
export type PromotionTile = Pick<Promotion, 'identity' | 'title' | 'summary' | 'art' | 'badge'>;

export const promotionTile = ({ identity, title, summary, art, badge }: Promotion): PromotionTile => ({
  identity,
  title,
  summary,
  art,
  ...(badge ? { badge } : {}),
});

export function PromotionCard({ promotion, headingLevel = 3 }: { promotion: PromotionTile; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('promotions-card-detail', promotion.identity);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group promotion-card">
      <div className="relative overflow-hidden">
        <ArtImage
          art={promotion.art}
          seed={promotion.identity}
          className="transition-transform duration-slow group-hover:scale-[1.03]"
        />
        {promotion.badge ? <span className="promotion-card-badge">{promotion.badge}</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="font-semibold text-lg text-text leading-snug">
          <Link
            to={{ pathname: sitePath(location.pathname), search: `?${params}` }}
            preventScrollReset
            className="promotion-card-link"
          >
            {promotion.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted text-sm leading-relaxed">{promotion.summary}</p>
        <span aria-hidden="true" className="mt-auto pt-3 font-semibold text-accent text-sm">
          {t('promotions.details')} →
        </span>
      </div>
    </article>
  );
}
