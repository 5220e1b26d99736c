import { createContext, useContext } from 'react';
import type { ModalName } from './modal-names.ts';

/** Props every modal body receives from the host. */
export interface ModalBodyProps {
  /** The props given to open(), or parsed from the URL value on page load. */
  props: Record<string, unknown>;
  /** The modal's query value when it was opened from (or synced to) the URL. */
  queryValue: string | undefined;
  close(): void;
  /** Id of the element that names the dialog; the body renders its title with it. */
  titleId: string;
}

export interface ModalApi {
  /** Opens a modal; returns false when access is refused, it is already opening, or it has no body yet. */
  open(name: ModalName, props?: Record<string, unknown>, options?: { queryValue?: string }): boolean;
  close(name: ModalName): void;
  closeAll(): void;
  isOpen(name: ModalName): boolean;
  /** Whether the modal has a body to show (a later issue's modal has none yet, so opening it is refused). */
  has(name: ModalName): boolean;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals outside ModalProvider');
  return api;
}
