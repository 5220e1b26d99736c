import type { OutgoingEmail } from './dev-outbox.ts';

/**
 * The texts of account e-mails. English only for now; the links are what matters to the flows, and
 * localised templates belong with the content layer.
 */
export function confirmationEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `Welcome to Croupier!\n\nConfirm your address to finish registering:\n${link}\n\nThe link works once and expires in 48 hours. If you did not register, ignore this e-mail.`,
    links: [link],
  };
}

/** Sent instead of a confirmation when the address already has a confirmed account (decision 0010). */
export function alreadyRegisteredEmail(to: string, loginLink: string, resetLink: string): OutgoingEmail {
  return {
    to,
    subject: 'Someone tried to register with your address',
    text: `Someone, perhaps you, tried to create a Croupier account with this address, which already has one.\n\nLog in: ${loginLink}\nForgot your password? Reset it: ${resetLink}\n\nIf it was not you, you can ignore this e-mail; your account is unchanged.`,
    links: [loginLink, resetLink],
  };
}

export function passwordResetEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: 'Reset your password',
    text: `Choose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail; your password is unchanged.`,
    links: [link],
  };
}
