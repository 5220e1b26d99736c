import type { PlayerProfile } from '@croupier/contracts/player';
import { useOutletContext } from 'react-router';

/** What the /profile layout hands its children: the profile it loaded once for all of them. */
export interface ProfileOutlet {
  profile: PlayerProfile;
}

export function useProfile(): PlayerProfile {
  return useOutletContext<ProfileOutlet>().profile;
}
