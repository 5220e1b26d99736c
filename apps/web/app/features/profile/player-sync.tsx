import { PwaInstalledSync } from './pwa-installed-sync.tsx';
import { VisibilityReload } from './visibility-reload.tsx';

/** The shell-wide player behaviours of spec 02 §4: the PWA flag and reloading after a long absence. */
export function PlayerSync(props: { loggedIn: boolean }) {
  return (
    <>
      <PwaInstalledSync loggedIn={props.loggedIn} />
      <VisibilityReload loggedIn={props.loggedIn} />
    </>
  );
}
