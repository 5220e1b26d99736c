import { createContext, useContext } from 'react';
import type { ModalName } from './registry.ts';

export interface ModalApi {
  /** Opens a modal; returns false when access is refused, it is already opening, or it has no body yet. */
  open(name: ModalName, props?: Record<string, unknown>, options?: { queryValue?: string }): boolean;
  close(name: ModalName): void;
  closeAll(): void;
  isOpen(name: ModalName): boolean;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals outside ModalProvider');
  return api;
}
