/// <reference path="../../../types/oidc-provider.d.ts" />
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Storage of the development identity provider: one Map per provider instance, so several test apps in one
 * process never share state, and no "development-only adapter" notice on every start. Everything is lost on
 * restart, which is what a development provider with generated keys wants anyway.
 */
export function createMemoryAdapter(): new (model: string) => Adapter {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const findWhere = (model: string, test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
    for (const [key, entry] of entries) {
      if (entry.model === model && test(entry.payload) && live(key)) return entry.payload;
    }
    return undefined;
  };

  return class MemoryAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    private key(id: string): string {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      entries.set(this.key(id), { model: this.model, payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id))?.payload;
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.model, (payload) => payload.userCode === userCode);
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.model, (payload) => payload.uid === uid);
    }
    async consume(id: string): Promise<void> {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
