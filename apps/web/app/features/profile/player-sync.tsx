import { PwaInstalledSync } from './pwa-installed-sync.tsx';
import { VisibilityReload } from './visibility-reload.tsx';
import type { VisibilityThresholds } from './visibility-threshold.ts';

/** The shell-wide player behaviours of spec 02 §4: the PWA flag and reloading after a long absence. */
export function PlayerSync(props: { loggedIn: boolean; visibilityReloadMs: VisibilityThresholds }) {
  return (
    <>
      <PwaInstalledSync loggedIn={props.loggedIn} />
      <VisibilityReload loggedIn={props.loggedIn} thresholdsMs={props.visibilityReloadMs} />
    </>
  );
}
