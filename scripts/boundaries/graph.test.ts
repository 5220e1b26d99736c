import { describe, expect, it } from 'vitest';
import { cycleEdges, fetchApiViolation, folderViolation, importsOf, resolveImport } from './graph.ts';

const server = (file: string) => `apps/server/src/modules/${file}`;

describe('boundary rules', () => {
  it('reads static, type-only, re-exported and lazy imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy.tsx');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '../b/b.ts', './c.ts', './side-effect.css', './lazy.tsx']);
    expect(resolveImport('apps/web/app/features/wallet/x.tsx', '../modals/y.ts')).toBe(
      'apps/web/app/features/modals/y.ts',
    );
  });

  it("lets a module use another's surface only, tables only from tables, anything from tests", () => {
    expect(folderViolation({ from: server('games/service.ts'), to: server('wallet/service.ts') })).toBeUndefined();
    expect(folderViolation({ from: server('games/service.ts'), to: server('wallet/posting.ts') })).toBeUndefined();
    expect(folderViolation({ from: server('games/service.ts'), to: server('wallet/tables.ts') })).toMatch(/surface/);
    expect(folderViolation({ from: server('games/store.ts'), to: server('settings/store.ts') })).toMatch(/surface/);
    expect(folderViolation({ from: server('payments/tables.ts'), to: server('wallet/tables.ts') })).toBeUndefined();
    expect(folderViolation({ from: server('games/x.test.ts'), to: server('player/tokens.ts') })).toBeUndefined();
    expect(folderViolation({ from: server('games/service.ts'), to: server('games/store.ts') })).toBeUndefined();
  });

  it('keeps the back office apart from the server and the site, sharing only packages', () => {
    expect(folderViolation({ from: 'apps/admin/src/main.tsx', to: 'apps/web/app/ui/icon.tsx' })).toBeDefined();
    expect(folderViolation({ from: 'apps/admin/src/x.ts', to: '@croupier/server/src/app.ts' })).toBeDefined();
    expect(folderViolation({ from: 'apps/web/app/root.tsx', to: 'apps/admin/src/x.ts' })).toBeDefined();
    expect(folderViolation({ from: 'packages/ui/src/button.tsx', to: '@croupier/admin/src/x.ts' })).toBeDefined();
    expect(folderViolation({ from: 'apps/admin/src/x.tsx', to: '@croupier/ui/button' })).toBeUndefined();
  });

  it('keeps packages, platform, UI primitives and the two apps apart', () => {
    expect(folderViolation({ from: 'packages/i18n/src/money.ts', to: '@croupier/server/src/app.ts' })).toBeDefined();
    expect(
      folderViolation({ from: 'apps/server/src/platform/http/site.ts', to: server('player/auth.ts') }),
    ).toBeDefined();
    expect(
      folderViolation({ from: 'apps/web/app/ui/icon.tsx', to: 'apps/web/app/features/layout/x.ts' }),
    ).toBeDefined();
    expect(folderViolation({ from: 'apps/web/app/features/pwa/x.ts', to: 'apps/web/app/routes/y.ts' })).toBeDefined();
    expect(
      folderViolation({ from: 'apps/web/app/features/layout/x.tsx', to: 'apps/web/app/shell/modals/registry.ts' }),
    ).toBeDefined();
    expect(
      folderViolation({ from: 'apps/web/app/ui/modal/x.ts', to: 'apps/web/app/shell/modals/registry.ts' }),
    ).toBeDefined();
    expect(
      folderViolation({ from: 'apps/web/app/platform/x.ts', to: 'apps/web/app/features/auth/y.ts' }),
    ).toBeDefined();
    expect(folderViolation({ from: 'apps/web/app/shell/modals/x.ts', to: 'apps/web/app/routes/y.tsx' })).toBeDefined();
    expect(
      folderViolation({ from: 'apps/web/app/shell/modals/registry.ts', to: 'apps/web/app/features/wallet/y.tsx' }),
    ).toBeUndefined();
    expect(
      folderViolation({ from: 'apps/web/app/features/wallet/y.tsx', to: 'apps/web/app/ui/modal/modal-context.ts' }),
    ).toBeUndefined();
    expect(folderViolation({ from: 'apps/web/app/features/pwa/x.ts', to: 'apps/server/src/app.ts' })).toBeDefined();
  });

  it('keeps the in-process API to serverApi and the games catalogue proxy', () => {
    const call = "const answer = await context.get(siteContext).fetchApi('/api/player/profile');";
    expect(fetchApiViolation('apps/web/app/features/profile/x.server.ts', call)).toMatch(/serverApi/);
    expect(fetchApiViolation('apps/web/app/routes/contact.tsx', call)).toMatch(/serverApi/);
    expect(fetchApiViolation('apps/web/app/platform/api/server-api.server.ts', call)).toBeUndefined();
    expect(fetchApiViolation('apps/web/app/features/games/catalogue.server.ts', call)).toBeUndefined();
    expect(fetchApiViolation('apps/web/app/features/profile/x.test.ts', call)).toBeUndefined();
    expect(fetchApiViolation('apps/web/app/features/profile/x.server.ts', 'serverApi(context)')).toBeUndefined();
  });

  it('finds the feature edges that lie on a cycle, and only those', () => {
    const edges = new Set([
      'wallet -> modals',
      'modals -> wallet',
      'games -> wallet',
      'layout -> games',
      'games -> layout',
    ]);
    expect([...cycleEdges(edges)].sort()).toEqual([
      'games -> layout',
      'layout -> games',
      'modals -> wallet',
      'wallet -> modals',
    ]);
    expect(cycleEdges(new Set(['a -> b', 'b -> c', 'a -> c'])).size).toBe(0);
  });
});
