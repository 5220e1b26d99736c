import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** What a site route can be asked: its path pattern, and whether a form may be posted to it. */
interface MethodRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasAction: boolean;
  children?: MethodRoute[];
}

/** The methods a page answers: every page reads; only a page with an action takes a form. */
export type PageMethods = readonly ['GET', 'HEAD'] | readonly ['GET', 'HEAD', 'POST'];

const readOnly = ['GET', 'HEAD'] as const;
const withForms = ['GET', 'HEAD', 'POST'] as const;

/**
 * The methods each page of the site's build answers, found the way React Router finds the route an action
 * runs on: the deepest matched route that adds to the path (pathless layouts and index routes do not), or
 * the index route itself when the query names `?index`. Read from the build, so a new page with an action
 * takes POST without anyone listing it here.
 */
export function pageMethods(build: ServerBuild): (pathname: string, search: string) => PageMethods {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): MethodRoute[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = tree(route.id);
        return {
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          hasAction: typeof route.module.action === 'function',
          ...(children.length ? { children } : {}),
        };
      });
  const routes = tree(undefined) as unknown as RouteObject[];

  return (pathname, search) => {
    // `.data` is React Router's own suffix for a hydrated page's data request (single fetch).
    const path = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
    const matches = matchRoutes(routes, path);
    if (!matches?.length) return readOnly;
    const last = matches[matches.length - 1]?.route as unknown as MethodRoute;
    const nakedIndex = new URLSearchParams(search).getAll('index').some((value) => value === '');
    const target =
      last.index && nakedIndex
        ? last
        : (matches.filter((match, i) => i === 0 || match.route.path).at(-1)?.route as unknown as MethodRoute);
    return target?.hasAction ? withForms : readOnly;
  };
}
