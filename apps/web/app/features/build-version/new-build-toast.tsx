import { Button } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';

/** How often an open tab asks whether a newer build was deployed. */
export const buildPollMs = 60_000;

/**
 * Polls /build-manifest.json (never from cache) and, when its id differs from the build this page was
 * rendered with, offers a reload: old tabs otherwise keep requesting chunks a deployment removed.
 */
export function NewBuildToast(props: { buildId: string }) {
  const { t } = useI18n();
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    if (outdated) return;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch('/build-manifest.json', { cache: 'no-store' });
        if (!response.ok) throw new Error(`build manifest answered ${response.status}`);
        const manifest = (await response.json()) as { id?: unknown };
        if (typeof manifest.id === 'string' && manifest.id !== props.buildId) setOutdated(true);
      } catch (error) {
        // Spec 01 §8: a manifest fetch failure is only logged; the next tick tries again.
        console.warn('build manifest check failed', error);
      }
    }, buildPollMs);
    return () => window.clearInterval(timer);
  }, [outdated, props.buildId]);

  if (!outdated) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-20 z-60 mx-auto flex max-w-md items-center gap-3 rounded-card border border-line bg-raised p-4 shadow-sheet"
    >
      <Icon name="reload" className="size-5 shrink-0 text-cool" />
      <p className="flex-1 text-sm">{t('layout.newBuild')}</p>
      <Button onClick={() => window.location.reload()} size="sm">
        {t('layout.reload')}
      </Button>
    </div>
  );
}
