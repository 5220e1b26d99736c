/** One e-mail or SMS, as every transport receives it. SMS ignore `subject` and `html`. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An e-mail address, or an E.164 phone number for SMS. */
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The links the text carries, listed so the development outbox can show them as links. */
  links: string[];
}

/** A way out of the platform: the development outbox, SMTP, an SMS gateway. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Raised for a message the transport cannot carry (an SMS handed to the SMTP sender); never retried usefully. */
export class UnsupportedChannelError extends Error {
  constructor(transport: string, channel: string) {
    super(`${transport} does not carry ${channel} messages`);
    this.name = 'UnsupportedChannelError';
  }
}
