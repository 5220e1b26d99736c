import { splitLocale } from '@croupier/i18n/locales';

/** Spec 02 §9: the desktop prompt shows 10 s after load, or 0.5 s after the first scroll. */
export const promptDelayMs = 10_000;
export const promptAfterScrollMs = 500;
/** Spec 02 §3: set once the prompt or the modal was shown (or declined) in this browser session. */
export const promptShownSessionKey = 'pushModalShown';
/** Spec 02 §3: the local key that stores the prompt as done (the player accepted). */
export const promptDoneLocalKey = 'onesignal-notification-prompt';

/** Pages where a permission question would interrupt what the visitor came to do (spec 02 §4). */
const quietPages = new Set(['/login', '/sign-up', '/forgot-password']);

export interface PromptSituation {
  permission: NotificationPermission | 'unsupported';
  pathname: string;
  shownThisSession: boolean;
  storedDone: boolean;
  walletOpen: boolean;
  /** iOS and iPadOS: web push exists only for an app added to the home screen. */
  apple: boolean;
  standalone: boolean;
}

/** Spec 02 §4 "Push prompt": whether the prompt (desktop) or the allow-notifications modal (mobile) may open. */
export function mayPrompt(s: PromptSituation): boolean {
  if (s.permission !== 'default') return false;
  if (quietPages.has(splitLocale(s.pathname).path)) return false;
  if (s.shownThisSession || s.storedDone || s.walletOpen) return false;
  if (s.apple && !s.standalone) return false;
  return true;
}
