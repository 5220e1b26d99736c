import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyModalQueryChanged } from '../../ui/modal/modal-logic.ts';
import { modalRegistry } from './registry.ts';

/**
 * For a route's `shouldRevalidate`: opening or closing a modal changes only its query parameter, which
 * must not refetch the page's data.
 */
export function revalidateUnlessModalQuery(args: ShouldRevalidateFunctionArgs): boolean {
  // Same URL: an explicit revalidate() (visibility return, a realtime event) — it must reach the loaders.
  if (args.currentUrl.href === args.nextUrl.href) return args.defaultShouldRevalidate;
  if (!args.formMethod && onlyModalQueryChanged(args.currentUrl, args.nextUrl, modalRegistry)) return false;
  return args.defaultShouldRevalidate;
}
