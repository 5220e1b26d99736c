import { track } from './data-layer.ts';

/**
 * The sign-up funnel (spec 02 §3 categories registrationFunnel and registration): one step per stage a
 * registration passes, by method (regType), so drop-off between them can be measured; `registration` once the
 * account is real and signed in, with its user id.
 */
export const registrationFunnelSteps = [
  /** The sign-up form was shown. */
  'opened',
  /** A form that passed the page's own checks was sent. */
  'submitted',
  /** The page's checks or the server refused some fields. */
  'invalid',
  /** The server took it: the confirmation is on its way (e-mail) or the code was sent (phone). */
  'sent',
  /** Too many attempts from here for now. */
  'rateLimited',
  /** The server could not take it. */
  'failed',
] as const;

export type RegistrationFunnelStep = (typeof registrationFunnelSteps)[number];
export type RegistrationType = 'email' | 'phone';

export function trackRegistrationFunnel(step: RegistrationFunnelStep, regType: RegistrationType): void {
  track({ event: 'registrationFunnel', funnelStep: step, regType });
}

export function trackRegistration(regType: RegistrationType, userId: string): void {
  track({ event: 'registration', regType, userId });
}
