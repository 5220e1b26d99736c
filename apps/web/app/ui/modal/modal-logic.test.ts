import { describe, expect, it } from 'vitest';
import {
  canOpenModal,
  type ModalCatalogue,
  modalMotion,
  modalZIndex,
  navigationAfterClose,
  onlyModalQueryChanged,
  reconcileWithUrl,
  searchAfterClose,
  searchAfterOpen,
} from './modal-logic.ts';

const catalogue: ModalCatalogue = {
  wallet: { onlyGuest: false, onlyLogged: true, query: 'wallet', transition: 'fade' },
  languages: { onlyGuest: false, onlyLogged: false, query: 'languages', transition: 'default' },
  'promotions-card-detail': {
    onlyGuest: false,
    onlyLogged: false,
    query: 'promotions-card-detail',
    transition: 'default',
  },
  'sign-up-cancel': { onlyGuest: true, onlyLogged: false, transition: 'default' },
  success: { onlyGuest: false, onlyLogged: false, transition: 'default' },
  'reset-pass': { onlyGuest: false, onlyLogged: false, transition: 'default', clearsQuery: ['resetCode'] },
};
const access = (name: string) => catalogue[name] ?? { onlyGuest: false, onlyLogged: false, transition: 'default' };
const all = () => true;

describe('modal access', () => {
  it('[S2.2-128] [S2.2-125] opens only when the visitor may: logged-in only and guest only', () => {
    expect(canOpenModal(access('wallet'), false)).toBe(false);
    expect(canOpenModal(access('wallet'), true)).toBe(true);
    expect(canOpenModal(access('sign-up-cancel'), true)).toBe(false);
    expect(canOpenModal(access('sign-up-cancel'), false)).toBe(true);
    expect(canOpenModal(access('languages'), false)).toBe(true);
  });

  it('refuses a modal behind a public flag while the flag is off, in open() and from the URL', () => {
    const info = {
      onlyGuest: false,
      onlyLogged: false,
      query: 'info',
      transition: 'default',
      feature: 'loyalty',
    } as const;
    expect(canOpenModal(info, false)).toBe(false);
    expect(canOpenModal(info, false, { loyalty: false })).toBe(false);
    expect(canOpenModal(info, false, { loyalty: true })).toBe(true);
    const flagged: ModalCatalogue = { ...catalogue, info };
    expect(reconcileWithUrl('?info=true', flagged, [], false, all).remove).toEqual(['info']);
    expect(reconcileWithUrl('?info=true', flagged, [], false, all, { loyalty: true }).open).toEqual([
      { name: 'info', queryValue: 'true' },
    ]);
  });
});

describe('modal layering and motion', () => {
  it('[S2.2-141] z-index is 1000 plus 2 per modal index', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
  });

  it('[S2.2-133] under 768 px a modal uses the mobile transition unless it is fade-only', () => {
    expect(modalMotion('default', 767)).toBe('sheet');
    expect(modalMotion('default', 768)).toBe('zoom');
    expect(modalMotion('fade', 390)).toBe('fade');
    expect(modalMotion('fade', 1280)).toBe('fade');
  });
});

describe('query sync', () => {
  it('[S2.2-131] [S2.2-127] opening adds the query parameter with value true by default', () => {
    expect(searchAfterOpen('?a=1', catalogue, 'languages', undefined, []).search).toBe('?a=1&languages=true');
    expect(searchAfterOpen('', catalogue, 'promotions-card-detail', 'welcome', []).search).toBe(
      '?promotions-card-detail=welcome',
    );
  });

  it('[S2.2-132] opening a query modal closes the other open query modals and drops their parameters', () => {
    const result = searchAfterOpen('?languages=true', catalogue, 'promotions-card-detail', 'x', [
      { name: 'languages', queryValue: 'true' },
      { name: 'success', queryValue: undefined },
    ]);
    expect(result.search).toBe('?promotions-card-detail=x');
    expect(result.closes).toEqual(['languages']);
  });

  it('[S2.2-126] a modal without a query name leaves the URL and other modals alone', () => {
    const result = searchAfterOpen('?languages=true', catalogue, 'success', undefined, [
      { name: 'languages', queryValue: 'true' },
    ]);
    expect(result).toEqual({ search: '?languages=true', closes: [] });
  });

  it('[S2.2-134] [S2.2-136] closing removes the parameters; [S2.2-124] reset-pass clears resetCode', () => {
    expect(searchAfterClose('?languages=true&x=1', catalogue, ['languages'])).toBe('?x=1');
    expect(searchAfterClose('?languages=true&wallet=deposit', catalogue, ['languages', 'wallet'])).toBe('');
    expect(searchAfterClose('?resetCode=abc&x=1', catalogue, ['reset-pass'])).toBe('?x=1');
  });

  it('[S2.2-137] on load a modal named in the URL opens', () => {
    expect(reconcileWithUrl('?languages=true', catalogue, [], false, all)).toEqual({
      open: [{ name: 'languages', queryValue: 'true' }],
      close: [],
      remove: [],
    });
  });

  it('[S2.2-138] on load a parameter of a modal the visitor may not open is removed', () => {
    expect(reconcileWithUrl('?wallet=deposit', catalogue, [], false, all)).toEqual({
      open: [],
      close: [],
      remove: ['wallet'],
    });
    expect(reconcileWithUrl('?wallet=deposit', catalogue, [], true, all).open).toEqual([
      { name: 'wallet', queryValue: 'deposit' },
    ]);
  });

  it('[S2.2-130] a changed URL value reopens the modal with new props; a vanished one closes it', () => {
    const open = [{ name: 'promotions-card-detail', queryValue: 'a' }];
    expect(reconcileWithUrl('?promotions-card-detail=b', catalogue, open, false, all).open).toEqual([
      { name: 'promotions-card-detail', queryValue: 'b' },
    ]);
    expect(reconcileWithUrl('?promotions-card-detail=a', catalogue, open, false, all).open).toEqual([]);
    expect(reconcileWithUrl('', catalogue, open, false, all).close).toEqual(['promotions-card-detail']);
  });

  it('keeps the parameter of a modal whose body is not implemented yet', () => {
    expect(reconcileWithUrl('?wallet=deposit', catalogue, [], true, () => false)).toEqual({
      open: [],
      close: [],
      remove: [],
    });
  });

  it('route data need not reload when only modal parameters change', () => {
    const base = new URL('http://x/promotions?page=2');
    expect(onlyModalQueryChanged(base, new URL('http://x/promotions?page=2&languages=true'), catalogue)).toBe(true);
    expect(onlyModalQueryChanged(base, new URL('http://x/promotions?page=3'), catalogue)).toBe(false);
    expect(onlyModalQueryChanged(base, new URL('http://x/?page=2'), catalogue)).toBe(false);
  });
});

describe('back navigation after closing on auth pages', () => {
  it('[S2.2-08] [S1.2-64] goes home when the previous page is an auth page, else back; elsewhere stays', () => {
    expect(navigationAfterClose('/login', '/sign-up')).toBe('home');
    expect(navigationAfterClose('/reset-password', '/forgot-password')).toBe('home');
    expect(navigationAfterClose('/login', undefined)).toBe('home');
    expect(navigationAfterClose('/sign-up', '/casino')).toBe('back');
    expect(navigationAfterClose('/casino', '/login')).toBe('stay');
  });
});
