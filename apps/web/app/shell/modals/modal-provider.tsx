import { defaultLocale, localizePath, splitLocale } from '@croupier/i18n/locales';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDepositAfterLogin } from '../../features/wallet/deposit-after-login.ts';
import { useRootData } from '../../platform/root-data.ts';
import { type ModalApi, ModalContext } from '../../ui/modal/modal-context.ts';
import {
  canOpenModal,
  type ModalFeatures,
  navigationAfterClose,
  reconcileWithUrl,
  searchAfterClose,
  searchAfterOpen,
} from '../../ui/modal/modal-logic.ts';
import type { ModalName } from '../../ui/modal/modal-names.ts';
import { ModalHost, type OpenModal } from './modal-host.tsx';
import { isModalName, modalDefinition, modalRegistry, walletModal } from './registry.ts';

/** The root loader's session flag; without root data (error page) everyone is a guest. */
function useLoggedIn(): boolean {
  return useRootData()?.loggedIn === true;
}

/** The public flags modals may sit behind (loyalty modals only while loyaltyEnabled, spec 02 §4). */
function useModalFeatures(): ModalFeatures {
  const loyalty = useRootData()?.publicConfig.loyaltyEnabled === true;
  return useMemo(() => ({ loyalty }), [loyalty]);
}

const implemented = (name: string) => isModalName(name) && modalDefinition(name).component !== undefined;

let nextKey = 1;

/** Holds the open modals, keeps them in step with the URL and renders the host. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<OpenModal[]>([]);
  const stackRef = useRef(stack);
  stackRef.current = stack;
  const opening = useRef(new Set<ModalName>());
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const features = useModalFeatures();
  // The page before the current one in this visit, for the auth-page back-navigation rule.
  const previousPath = useRef<string | undefined>(undefined);
  const currentPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    const path = splitLocale(location.pathname).path;
    if (path !== currentPath.current) {
      previousPath.current = currentPath.current;
      currentPath.current = path;
    }
  }, [location.pathname]);

  // Modal parameters change with replace navigations that keep the scroll position.
  const replaceSearch = useCallback(
    (search: string) => {
      const { pathname, hash } = locationRef.current;
      if (search === locationRef.current.search) return;
      navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const show = useCallback((name: ModalName, props: Record<string, unknown>, queryValue: string | undefined) => {
    setStack((current) => {
      const existing = current.find((modal) => modal.name === name);
      // Reopening updates the props and the value in place; the modal keeps its layer and its opener.
      if (existing) return current.map((m) => (m.name === name ? { ...m, props, queryValue } : m));
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      return [...current, { key: nextKey++, name, props, queryValue, opener }];
    });
  }, []);

  const refuse = useCallback(
    (name: ModalName, loggedInNow: boolean): boolean => {
      const definition = modalDefinition(name);
      if (!canOpenModal(definition, loggedInNow, features)) {
        console.warn(`modal "${name}" refused: not allowed for this visitor`);
        return true;
      }
      if (!definition.component) {
        console.warn(`modal "${name}" refused: not implemented yet`);
        return true;
      }
      return false;
    },
    [features],
  );

  const open = useCallback<ModalApi['open']>(
    (name, props = {}, options = {}) => {
      if (opening.current.has(name) || refuse(name, loggedIn)) return false;
      opening.current.add(name);
      queueMicrotask(() => opening.current.delete(name));
      const definition = modalDefinition(name);
      const value = definition.query ? (options.queryValue ?? 'true') : undefined;
      const next = searchAfterOpen(
        locationRef.current.search,
        modalRegistry,
        name,
        value,
        stackRef.current.map((m) => ({ name: m.name, queryValue: m.queryValue })),
      );
      if (next.closes.length) setStack((current) => current.filter((m) => !next.closes.includes(m.name)));
      show(name, props, value);
      replaceSearch(next.search);
      return true;
    },
    [loggedIn, refuse, replaceSearch, show],
  );

  const removeFromStack = useCallback((names: readonly string[]) => {
    const leaving = stackRef.current.filter((m) => names.includes(m.name));
    if (!leaving.length) return;
    setStack((current) => current.filter((m) => !names.includes(m.name)));
    // Focus returns to whatever opened the bottom-most closing modal, once the dialog is gone.
    const opener = leaving[0]?.opener;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  }, []);

  const afterClose = useCallback(
    (names: readonly ModalName[]) => {
      const search = searchAfterClose(locationRef.current.search, modalRegistry, names);
      const step = navigationAfterClose(currentPath.current ?? '/', previousPath.current);
      if (step === 'back') navigate(-1);
      else if (step === 'home')
        navigate(localizePath('/', splitLocale(locationRef.current.pathname).locale ?? defaultLocale), {
          replace: true,
        });
      else replaceSearch(search);
    },
    [navigate, replaceSearch],
  );

  const close = useCallback<ModalApi['close']>(
    (name) => {
      if (!stackRef.current.some((m) => m.name === name)) return;
      removeFromStack([name]);
      afterClose([name]);
    },
    [afterClose, removeFromStack],
  );

  const closeAll = useCallback<ModalApi['closeAll']>(() => {
    const names = stackRef.current.map((m) => m.name);
    removeFromStack(names);
    // Every modal parameter goes, including ones whose modal never rendered (e.g. refused on load).
    replaceSearch(searchAfterClose(locationRef.current.search, modalRegistry, Object.keys(modalRegistry)));
  }, [removeFromStack, replaceSearch]);

  // On load and on every URL change: open what the URL names, close what left it, drop what is refused.
  useEffect(() => {
    const plan = reconcileWithUrl(
      location.search,
      modalRegistry,
      stackRef.current.map((m) => ({ name: m.name, queryValue: m.queryValue })),
      loggedIn,
      implemented,
      features,
    );
    if (plan.close.length) removeFromStack(plan.close);
    let search = location.search;
    for (const item of plan.open) {
      if (!isModalName(item.name)) continue;
      // Same rule as open(): the URL-named modal replaces the other query modals, parameters included.
      const next = searchAfterOpen(
        search,
        modalRegistry,
        item.name,
        item.queryValue,
        stackRef.current.map((m) => ({ name: m.name, queryValue: m.queryValue })),
      );
      if (next.closes.length) removeFromStack(next.closes);
      search = next.search;
      show(item.name, {}, item.queryValue);
    }
    if (plan.remove.length) {
      const params = new URLSearchParams(search);
      for (const key of plan.remove) params.delete(key);
      const text = params.toString();
      search = text ? `?${text}` : '';
    }
    if (search !== location.search) replaceSearch(search);
  }, [location.search, loggedIn, features, removeFromStack, replaceSearch, show]);

  // A logged-in player is one click from the wallet: its code is fetched once the page is idle.
  useEffect(() => {
    if (!loggedIn) return;
    const preload = () => void walletModal.preload().catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(timer);
  }, [loggedIn]);

  // Spec 02 §4: a login with a CAD balance under 2 lands on the deposit wallet.
  useDepositAfterLogin(
    loggedIn,
    () => open('wallet', {}, { queryValue: 'deposit' }),
    () => stackRef.current.length > 0 || opening.current.size > 0,
  );

  const api = useMemo<ModalApi>(
    () => ({ open, close, closeAll, isOpen: (name) => stack.some((m) => m.name === name), has: implemented }),
    [open, close, closeAll, stack],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      <ModalHost stack={stack} onClose={close} />
    </ModalContext.Provider>
  );
}
