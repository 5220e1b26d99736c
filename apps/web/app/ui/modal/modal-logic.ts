/**
 * Pure rules of the modal system (spec 02 §2 "Modal behaviour"), kept free of React and the DOM so they
 * can be unit-tested and reused by the provider and the host.
 */

export interface ModalAccess {
  onlyGuest: boolean;
  onlyLogged: boolean;
  query?: string;
  transition: 'default' | 'fade';
  clearsQuery?: readonly string[];
  /** A public flag the modal's feature lives behind (spec 02 §4: loyalty only while loyaltyEnabled). */
  feature?: ModalFeature;
}

export type ModalFeature = 'loyalty';

/** The public flags that are on for this visitor; a modal behind a flag not listed here is refused. */
export type ModalFeatures = Partial<Record<ModalFeature, boolean>>;

export type ModalCatalogue = Readonly<Record<string, ModalAccess>>;

/** A modal that is currently on screen, as far as URL sync is concerned. */
export interface OpenModalRef {
  name: string;
  queryValue: string | undefined;
}

export const defaultQueryValue = 'true';
export const baseZIndex = 1000;
/** Spec 01 §9 / 02 §2: under this width modals use the mobile transition. */
export const mobileBreakpoint = 768;
/** The media query of a viewport under the mobile breakpoint. */
export const narrowQuery = `(max-width: ${mobileBreakpoint - 0.02}px)`;

export function canOpenModal(access: ModalAccess, loggedIn: boolean, features: ModalFeatures = {}): boolean {
  if (access.feature && features[access.feature] !== true) return false;
  if (access.onlyLogged && !loggedIn) return false;
  if (access.onlyGuest && loggedIn) return false;
  return true;
}

/** Base 1000 plus 2 per modal index: the odd layer in between is the modal's own backdrop. */
export function modalZIndex(index: number): number {
  return baseZIndex + 2 * index;
}

export type ModalMotion = 'fade' | 'sheet' | 'zoom';

/** Fade-only modals fade at every width; others slide up as a bottom sheet on narrow screens. */
export function modalMotion(transition: ModalAccess['transition'], viewportWidth: number): ModalMotion {
  if (transition === 'fade') return 'fade';
  return viewportWidth < mobileBreakpoint ? 'sheet' : 'zoom';
}

function queryNamesOf(access: ModalAccess | undefined): string[] {
  if (!access?.query) return [];
  return [access.query, ...(access.clearsQuery ?? [])];
}

/**
 * The URL search after opening `name`: its parameter is set, and the parameters of the other open modals
 * that have one are removed (those modals close). Modals without a query name leave the URL as it is, so
 * a detail dialog opened from inside the wallet does not close the wallet.
 */
export function searchAfterOpen(
  search: string,
  catalogue: ModalCatalogue,
  name: string,
  value: string | undefined,
  open: readonly OpenModalRef[],
): { search: string; closes: string[] } {
  const access = catalogue[name];
  if (!access?.query) return { search: normalise(new URLSearchParams(search)), closes: [] };
  const params = new URLSearchParams(search);
  const closes: string[] = [];
  for (const other of open) {
    if (other.name === name) continue;
    const otherAccess = catalogue[other.name];
    if (!otherAccess?.query) continue;
    closes.push(other.name);
    for (const key of queryNamesOf(otherAccess)) params.delete(key);
  }
  params.set(access.query, value ?? defaultQueryValue);
  return { search: normalise(params), closes };
}

/** The URL search after closing the given modals: their parameters (and the ones they clear) are removed. */
export function searchAfterClose(search: string, catalogue: ModalCatalogue, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) {
    const access = catalogue[name];
    if (access?.query) params.delete(access.query);
    for (const key of access?.clearsQuery ?? []) params.delete(key);
  }
  return normalise(params);
}

export interface UrlReconciliation {
  /** Modals named in the URL that must open (or update to the URL's value). */
  open: OpenModalRef[];
  /** Open query modals whose parameter left the URL (back button, a link). */
  close: string[];
  /** Parameters naming modals the visitor may not open; removed with a replace navigation. */
  remove: string[];
}

/**
 * What to do when the URL changes (including the first load): a modal named in the URL opens, a modal
 * whose parameter disappeared closes, and a parameter naming a modal the visitor may not open is removed.
 * Only one query modal is on screen at a time, so the first allowed one in catalogue order wins.
 */
export function reconcileWithUrl(
  search: string,
  catalogue: ModalCatalogue,
  open: readonly OpenModalRef[],
  loggedIn: boolean,
  implemented: (name: string) => boolean,
  features: ModalFeatures = {},
): UrlReconciliation {
  const params = new URLSearchParams(search);
  const result: UrlReconciliation = { open: [], close: [], remove: [] };
  for (const modal of open) {
    const query = catalogue[modal.name]?.query;
    if (query && !params.has(query)) result.close.push(modal.name);
  }
  for (const [name, access] of Object.entries(catalogue)) {
    if (!access.query || !params.has(access.query)) continue;
    if (!canOpenModal(access, loggedIn, features)) {
      result.remove.push(access.query);
      continue;
    }
    // A modal owned by a later issue keeps its parameter for the code that will handle it.
    if (!implemented(name)) continue;
    const value = params.get(access.query) ?? defaultQueryValue;
    const current = open.find((modal) => modal.name === name);
    if (current && current.queryValue === value) continue;
    if (result.open.length === 0) result.open.push({ name, queryValue: value });
  }
  return result;
}

/** Spec 01 §2 / 02 §2: pages where closing a modal navigates back, or home. */
export const authPages = ['/login', '/sign-up', '/forgot-password', '/reset-password'] as const;

export function isAuthPage(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (authPages as readonly string[]).includes(clean);
}

/**
 * Where to go after a modal closes. Only on the auth pages does closing navigate: back, unless the
 * previous page is one of these pages too (or there is none in this visit), when the visitor goes home.
 * Paths are without locale prefix.
 */
export function navigationAfterClose(currentPath: string, previousPath: string | undefined): 'stay' | 'back' | 'home' {
  if (!isAuthPage(currentPath)) return 'stay';
  if (previousPath === undefined || isAuthPage(previousPath)) return 'home';
  return 'back';
}

/**
 * True when two locations differ only in modal query parameters, so route data need not reload when a
 * modal opens or closes.
 */
export function onlyModalQueryChanged(current: URL, next: URL, catalogue: ModalCatalogue): boolean {
  if (current.pathname !== next.pathname) return false;
  const modalKeys = new Set(Object.values(catalogue).flatMap((access) => queryNamesOf(access)));
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of modalKeys) params.delete(key);
    return normalise(params);
  };
  return strip(current) === strip(next);
}

function normalise(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
