import { type ComponentType, createElement, lazy } from 'react';
import { importWithMessages, lazyWithMessages } from '../../i18n/lazy-messages.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import type { ModalFeature } from '../../ui/modal/modal-logic.ts';
import type { ModalName } from '../../ui/modal/modal-names.ts';
import { PreloadedBody, preloadable } from '../../ui/modal/preloadable.ts';

export type ModalTransition = 'default' | 'fade';

export interface ModalDefinition {
  onlyGuest: boolean;
  onlyLogged: boolean;
  /** Query-parameter name that mirrors the modal in the URL (spec 02 §2: value defaults to 'true'). */
  query?: string;
  transition: ModalTransition;
  /** The wallet cannot be dismissed by Escape or by clicking outside (spec 02 §2). */
  dismissible: boolean;
  /** Query parameters removed together with the modal's own (reset-pass clears resetCode). */
  clearsQuery?: readonly string[];
  /** Panel width on wide screens; 'screen' also fills the whole viewport under 768 px (the wallet). */
  size?: 'default' | 'wide' | 'screen';
  /** The public flag the modal's feature is behind; refused while it is off. */
  feature?: ModalFeature;
  /** Lazily loaded body; absent while the modal belongs to a later issue, so opening it is refused. */
  component?: ComponentType<ModalBodyProps>;
}

const loggedIn = { onlyGuest: false, onlyLogged: true } as const;
const anyone = { onlyGuest: false, onlyLogged: false } as const;

function define(access: { onlyGuest: boolean; onlyLogged: boolean }, extra: Partial<ModalDefinition> = {}) {
  return { transition: 'default', dismissible: true, ...access, ...extra } satisfies ModalDefinition;
}

/** The wallet opens from the header on every page; logged-in pages fetch it ahead (modal-provider). */
export const walletModal = preloadable<ModalBodyProps>(() =>
  importWithMessages(
    ['limits', 'loyalty', 'wallet', 'walletBonus'],
    () => import('../../features/wallet/wallet-modal.tsx'),
  ),
);
function WalletModalBody(props: ModalBodyProps) {
  return createElement(PreloadedBody<ModalBodyProps>, { entry: walletModal, props });
}

/**
 * The whole modal catalogue of spec 02 §2. Names double as query-parameter names where a modal is
 * addressable from the URL; the wallet's query name and value come from spec 02 §2 (wallet=deposit|…).
 */
export const modalRegistry = {
  // Logged-in only.
  wallet: define(loggedIn, {
    query: 'wallet',
    transition: 'fade',
    dismissible: false,
    size: 'screen',
    component: WalletModalBody,
  }),
  'deposit-error': define(loggedIn, {
    query: 'deposit-error',
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-error-modal.tsx')),
  }),
  'deposit-success': define(loggedIn, {
    query: 'deposit-success',
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-success-modal.tsx')),
  }),
  'deposit-pending': define(loggedIn, {
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-pending-modal.tsx')),
  }),
  'deposit-redirect': define(loggedIn, {
    query: 'deposit-redirect',
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-redirect-modal.tsx')),
  }),
  'deposit-missing-data': define(loggedIn, {
    transition: 'fade',
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-missing-data-modal.tsx')),
  }),
  // Leaving the provider's frame asks first (cancel-deposit), so Escape and the backdrop do not close it.
  'deposit-iframe': define(loggedIn, {
    transition: 'fade',
    dismissible: false,
    size: 'screen',
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/deposit-iframe-modal.tsx')),
  }),
  'quick-deposit-methods': define(loggedIn, {
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/quick-deposit-methods-modal.tsx')),
  }),
  'cancel-deposit': define(loggedIn, {
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/cancel-deposit-modal.tsx')),
  }),
  'withdraw-sumsub': define(loggedIn, {
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/withdraw-sumsub-modal.tsx')),
  }),
  'withdraw-pending': define(loggedIn, {
    component: lazyWithMessages(['wallet'], () => import('../../features/wallet/withdraw-pending-modal.tsx')),
  }),
  'loyalty-level': define(loggedIn, {
    query: 'loyalty-level',
    feature: 'loyalty',
    component: lazyWithMessages(['loyalty'], () => import('../../features/loyalty/loyalty-level-modal.tsx')),
  }),
  'loyalty-cashback-details': define(loggedIn, {
    query: 'loyalty-cashback-details',
    feature: 'loyalty',
    component: lazy(() =>
      importWithMessages(['loyalty'], () => import('../../features/loyalty/perk-details-modal.tsx')).then((m) => ({
        default: m.LoyaltyCashbackDetails,
      })),
    ),
  }),
  'loyalty-bonus-details': define(loggedIn, {
    query: 'loyalty-bonus-details',
    feature: 'loyalty',
    component: lazy(() =>
      importWithMessages(['loyalty'], () => import('../../features/loyalty/perk-details-modal.tsx')).then((m) => ({
        default: m.LoyaltyBonusDetails,
      })),
    ),
  }),
  'loyalty-birthday-details': define(loggedIn, {
    query: 'loyalty-birthday-details',
    feature: 'loyalty',
    component: lazy(() =>
      importWithMessages(['loyalty'], () => import('../../features/loyalty/perk-details-modal.tsx')).then((m) => ({
        default: m.LoyaltyBirthdayDetails,
      })),
    ),
  }),
  'add-cash-limit': define(loggedIn, {
    component: lazyWithMessages(['limits'], () => import('../../features/limits/add-cash-limit-modal.tsx')),
  }),
  'edit-cash-limit': define(loggedIn, {
    component: lazyWithMessages(['limits'], () => import('../../features/limits/edit-cash-limit-modal.tsx')),
  }),
  'game-limit-reached': define(loggedIn, {
    component: lazyWithMessages(['gamePlay'], () => import('../../features/games/game-limit-reached-modal.tsx')),
  }),
  'self-exclusion-limit': define(loggedIn, {
    component: lazyWithMessages(['limits'], () => import('../../features/limits/self-exclusion-limit-modal.tsx')),
  }),
  'cooling-off-limit': define(loggedIn, {
    component: lazyWithMessages(['limits'], () => import('../../features/limits/cooling-off-limit-modal.tsx')),
  }),
  'bonus-cancel-lock': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/bonus-cancel-lock-modal.tsx')),
  }),
  'change-active-bonus': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/change-active-bonus-modal.tsx')),
  }),
  'cancel-active-bonus': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/cancel-active-bonus-modal.tsx')),
  }),
  'cancel-unsettled-bonus': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/cancel-unsettled-bonus-modal.tsx')),
  }),
  'package-bonus': define(loggedIn, {
    component: lazyWithMessages(['walletBonus'], () => import('../../features/wallet/package-bonus-modal.tsx')),
  }),
  'max-bets': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/max-bets-modal.tsx')),
  }),
  'restricted-bets': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/restricted-bets-modal.tsx')),
  }),
  'free-spin-detail': define(loggedIn, {
    component: lazyWithMessages(['bonuses'], () => import('../../features/bonuses/free-spin-detail-modal.tsx')),
  }),
  'deposit-bonus-detail': define(loggedIn, {
    component: lazyWithMessages(['walletBonus'], () => import('../../features/wallet/deposit-bonus-detail-modal.tsx')),
  }),
  'cashback-bonus-details': define(loggedIn, {
    component: lazyWithMessages(
      ['walletBonus'],
      () => import('../../features/wallet/cashback-bonus-details-modal.tsx'),
    ),
  }),
  'game-bonus-restriction-warning': define(loggedIn, {
    component: lazyWithMessages(
      ['walletBonus'],
      () => import('../../features/wallet/game-bonus-restriction-warning-modal.tsx'),
    ),
  }),
  'game-bonus-wagering-warning': define(loggedIn, {
    component: lazyWithMessages(
      ['walletBonus'],
      () => import('../../features/wallet/game-bonus-wagering-warning-modal.tsx'),
    ),
  }),
  'profile-manager': define(loggedIn, {
    component: lazyWithMessages(['profile'], () => import('../../features/profile/profile-manager-modal.tsx')),
  }),
  'change-password': define(loggedIn, {
    component: lazyWithMessages(['auth', 'profile'], () => import('../../features/profile/change-password-modal.tsx')),
  }),
  'update-profile-fields': define(loggedIn, {
    component: lazyWithMessages(
      ['auth', 'profile'],
      () => import('../../features/profile/update-profile-fields-modal.tsx'),
    ),
  }),
  // Open to anyone.
  // Not dismissible: only its own buttons decide whether the visitor leaves the sign-up form.
  'sign-up-cancel': define(anyone, {
    dismissible: false,
    component: lazyWithMessages(['auth'], () => import('../../features/modals/sign-up-cancel-modal.tsx')),
  }),
  'profile-confirmed': define(anyone, {
    component: lazyWithMessages(['auth'], () => import('../../features/modals/profile-confirmed-modal.tsx')),
  }),
  'loyalty-program-info': define(anyone, {
    query: 'loyalty-program-info',
    feature: 'loyalty',
    component: lazyWithMessages(['loyalty'], () => import('../../features/loyalty/program-info-modal.tsx')),
  }),
  'demo-game': define(anyone, {
    component: lazyWithMessages(['gamePlay'], () => import('../../features/games/demo-game-modal.tsx')),
  }),
  categories: define(anyone, {
    component: lazyWithMessages(['games'], () => import('../../features/games/categories-modal.tsx')),
  }),
  providers: define(anyone, {
    component: lazyWithMessages(['games', 'pages'], () => import('../../features/games/providers-modal.tsx')),
  }),
  languages: define(anyone, {
    query: 'languages',
    component: lazyWithMessages([], () => import('../../features/modals/languages-modal.tsx')),
  }),
  search: define(anyone, {
    query: 'search',
    size: 'wide',
    component: lazyWithMessages(['games', 'pages'], () => import('../../features/games/search-modal.tsx')),
  }),
  'promotions-card-detail': define(anyone, {
    query: 'promotions-card-detail',
    size: 'wide',
    component: lazyWithMessages([], () => import('../../features/content/promotion-detail-modal.tsx')),
  }),
  'tournament-rules': define(anyone, {
    query: 'tournament-rules',
    component: lazyWithMessages(['tournaments'], () => import('../../features/tournaments/tournament-rules-modal.tsx')),
  }),
  'tournament-leaders': define(anyone, {
    query: 'tournament-leaders',
    component: lazyWithMessages(
      ['tournaments'],
      () => import('../../features/tournaments/tournament-leaders-modal.tsx'),
    ),
  }),
  'pwa-install-guide': define(anyone, {
    component: lazyWithMessages([], () => import('../../features/pwa/pwa-install-guide-modal.tsx')),
  }),
  'pwa-not-available': define(anyone, {
    component: lazyWithMessages([], () => import('../../features/pwa/pwa-not-available-modal.tsx')),
  }),
  'pwa-qr': define(anyone, {
    component: lazyWithMessages([], () => import('../../features/pwa/pwa-qr-modal.tsx')),
  }),
  'geo-restricted-game': define(anyone, {
    component: lazyWithMessages(
      ['gamePlay', 'games'],
      () => import('../../features/games/geo-restricted-game-modal.tsx'),
    ),
  }),
  'allow-notifications': define(anyone, {
    component: lazyWithMessages(['push'], () => import('../../features/push/allow-notifications-modal.tsx')),
  }),
  'check-your-email': define(anyone, {
    component: lazyWithMessages(['auth'], () => import('../../features/modals/check-your-email-modal.tsx')),
  }),
  'verify-your-phone-number': define(anyone, {
    component: lazyWithMessages(
      ['limitsOffer', 'phone'],
      () => import('../../features/phone-auth/verify-phone-modal.tsx'),
    ),
  }),
  'deposit-with-bonus-exit-promo': define(anyone, {
    component: lazyWithMessages(['walletBonus'], () => import('../../features/wallet/exit-promo-modal.tsx')),
  }),
  'email-confirmation-success': define(anyone, {
    component: lazyWithMessages(
      ['auth', 'limitsOffer'],
      () => import('../../features/modals/email-confirmation-success-modal.tsx'),
    ),
  }),
  // Also named, with no access group given (spec 02 §2): open to anyone.
  success: define(anyone, {
    component: lazyWithMessages([], () => import('../../features/modals/success-modal.tsx')),
  }),
  'reset-pass': define(anyone, {
    clearsQuery: ['resetCode'],
    component: lazyWithMessages(['auth'], () => import('../../features/modals/reset-pass-modal.tsx')),
  }),
} satisfies Record<ModalName, ModalDefinition>;

export function isModalName(value: string): value is ModalName {
  return Object.hasOwn(modalRegistry, value);
}

export function modalDefinition(name: ModalName): ModalDefinition {
  return modalRegistry[name];
}
