import { describe, expect, it } from 'vitest';
import { mayPrompt, type PromptSituation } from './prompt-rules.ts';

const open: PromptSituation = {
  permission: 'default',
  pathname: '/casino',
  shownThisSession: false,
  storedDone: false,
  walletOpen: false,
  apple: false,
  standalone: false,
};

describe('when the push prompt may open (spec 02 §4)', () => {
  it('opens while the permission is undecided, on an ordinary page', () => {
    expect(mayPrompt(open)).toBe(true);
    expect(mayPrompt({ ...open, pathname: '/fr/promotions' })).toBe(true);
  });

  it('stays closed once the browser has an answer, or where the browser has no push', () => {
    for (const permission of ['granted', 'denied', 'unsupported'] as const) {
      expect(mayPrompt({ ...open, permission })).toBe(false);
    }
  });

  it('stays closed on the login, sign-up and forgot-password pages, in any language', () => {
    for (const pathname of ['/login', '/sign-up', '/forgot-password', '/de/login', '/pt-br/sign-up']) {
      expect(mayPrompt({ ...open, pathname })).toBe(false);
    }
  });

  it('stays closed when shown this session, stored as done, or over the wallet', () => {
    expect(mayPrompt({ ...open, shownThisSession: true })).toBe(false);
    expect(mayPrompt({ ...open, storedDone: true })).toBe(false);
    expect(mayPrompt({ ...open, walletOpen: true })).toBe(false);
  });

  it('on Apple systems, only in the installed app', () => {
    expect(mayPrompt({ ...open, apple: true })).toBe(false);
    expect(mayPrompt({ ...open, apple: true, standalone: true })).toBe(true);
  });
});
