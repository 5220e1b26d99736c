import type { Promotion } from '@croupier/contracts/content';
import { buttonClass } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { ArtImage } from './art.tsx';
import { useContentCurrency, useOffersHidden } from './content-api.ts';
import { fetchPromotions, findPromotion } from './promotions-client.ts';

type State = { kind: 'loading' } | { kind: 'ready'; promotion: Promotion } | { kind: 'missing' } | { kind: 'failed' };

function isPromotion(value: unknown): value is Promotion {
  return typeof value === 'object' && value !== null && 'identity' in value && 'title' in value;
}

/**
 * One promotion in full. Opened with its identity as the query value (promotions-card-detail=<identity>);
 * a page that already holds the promotion may pass it as a prop to skip the fetch.
 */
export default function PromotionDetailModal({ props, queryValue, titleId }: ModalBodyProps) {
  const { t, path, locale } = useI18n();
  const currency = useContentCurrency();
  const offersHidden = useOffersHidden();
  const given = isPromotion(props.promotion) ? props.promotion : undefined;
  const identity = queryValue ?? given?.identity ?? '';
  const [state, setState] = useState<State>(
    given && given.identity === identity ? { kind: 'ready', promotion: given } : { kind: 'loading' },
  );

  useEffect(() => {
    if (given && given.identity === identity) {
      setState({ kind: 'ready', promotion: given });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    fetchPromotions(locale, currency, offersHidden)
      .then((document) => {
        const promotion = document && findPromotion(document, identity);
        if (live) setState(promotion ? { kind: 'ready', promotion } : { kind: 'missing' });
      })
      .catch(() => {
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [identity, locale, currency, offersHidden, given]);

  if (state.kind !== 'ready') {
    if (state.kind === 'loading') {
      return (
        <div className="flex flex-col gap-4 p-6" aria-busy="true">
          <h2 id={titleId} className="sr-only">
            {t('modals.promotion.loading')}
          </h2>
          <div className="aspect-video animate-pulse rounded-card bg-raised" />
          <div className="h-7 w-2/3 animate-pulse rounded bg-raised" />
          <div className="h-4 w-full animate-pulse rounded bg-raised" />
        </div>
      );
    }
    return (
      <ModalBody
        titleId={titleId}
        title={t(state.kind === 'missing' ? 'modals.promotion.missingTitle' : 'modals.promotion.failedTitle')}
        lead={t(state.kind === 'missing' ? 'modals.promotion.missingText' : 'modals.promotion.failedText')}
      />
    );
  }

  const { promotion } = state;
  return (
    <article className="flex flex-col">
      <div className="relative aspect-[2/1] overflow-hidden rounded-t-sheet sm:aspect-[5/2]">
        <ArtImage art={promotion.art} seed={promotion.identity} fill />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-surface to-transparent"
        />
      </div>
      <div className="-mt-8 relative flex flex-col gap-5 px-6 pb-6 sm:px-8 sm:pb-8">
        {promotion.badge ? (
          <span className="w-fit rounded-full bg-accent px-3 py-1 font-semibold text-on-accent text-xs uppercase tracking-wider">
            {promotion.badge}
          </span>
        ) : null}
        <h2 id={titleId} className="text-balance font-bold text-3xl text-text tracking-tight">
          {promotion.title}
        </h2>
        <p className="text-lg text-muted">{promotion.summary}</p>
        <div className="flex flex-col gap-3 text-text/90 leading-relaxed">
          {promotion.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {promotion.terms.length ? (
          <section aria-labelledby={`${titleId}-terms`} className="rounded-card border border-line bg-canvas/60 p-5">
            <h3 id={`${titleId}-terms`} className="mb-3 font-semibold text-sm text-text uppercase tracking-wider">
              {t('modals.promotion.terms')}
            </h3>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-muted text-sm marker:text-accent">
              {promotion.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-subtle text-xs">{t('modals.promotion.responsible')}</p>
          <Link to={path(promotion.cta.to)} className={buttonClass()}>
            {promotion.cta.label}
          </Link>
        </div>
      </div>
    </article>
  );
}
