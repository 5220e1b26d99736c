import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Topics this module appends to the outbox. Payloads carry ids and codes, never e-mail addresses,
 * names or passwords: a subscriber that needs personal data reads it through the player service.
 */
export const playerTopics = {
  registered: 'player.registered',
  emailConfirmed: 'player.email.confirmed',
  updated: 'player.updated',
  passwordChanged: 'player.password.changed',
  sessionCreated: 'player.session.created',
  sessionRevoked: 'player.session.revoked',
  /** An e-mail or SMS waiting in outgoing_messages for its transport (messages.ts); payload: its id. */
  messageRequested: 'player.message.requested',
} as const;

export interface PlayerRegisteredPayload {
  playerId: string;
  /** Null for a social sign-up from a country the visitor's address did not reveal (decision 0014). */
  country: string | null;
  currency: string;
  locale: string | null;
  affiliateTag: string | null;
  /** The bonus module applies it in the creating transaction (its creation hook, decision 0070). */
  bonusCode: string | null;
  receiveEmailPromo: boolean;
}

export type SessionMethod = 'password' | 'email_confirmation' | 'phone_otp' | 'social' | 'autologin';
export type RevokeReason =
  | 'logout'
  | 'closed_by_player'
  | 'password_changed'
  | 'password_reset'
  | 'token_reuse'
  | 'self_excluded'
  /** The back office closed the player's sessions, or blocked the account. */
  | 'closed_by_operator'
  | 'blocked_by_operator';

export const registeredEvent = (payload: PlayerRegisteredPayload): DomainEvent => ({
  topic: playerTopics.registered,
  aggregateId: payload.playerId,
  payload,
});

export const emailConfirmedEvent = (playerId: string): DomainEvent => ({
  topic: playerTopics.emailConfirmed,
  aggregateId: playerId,
  payload: { playerId },
});

export const updatedEvent = (playerId: string, changed: string[]): DomainEvent => ({
  topic: playerTopics.updated,
  aggregateId: playerId,
  payload: { playerId, changed },
});

export const passwordChangedEvent = (playerId: string, via: 'change' | 'reset'): DomainEvent => ({
  topic: playerTopics.passwordChanged,
  aggregateId: playerId,
  payload: { playerId, via },
});

export const sessionCreatedEvent = (playerId: string, sessionId: string, method: SessionMethod): DomainEvent => ({
  topic: playerTopics.sessionCreated,
  aggregateId: playerId,
  payload: { playerId, sessionId, method },
});

/** The realtime gateway (later) disconnects the session's sockets on this event. */
export const sessionRevokedEvents = (playerId: string, sessionIds: string[], reason: RevokeReason): DomainEvent[] =>
  sessionIds.map((sessionId) => ({
    topic: playerTopics.sessionRevoked,
    aggregateId: playerId,
    payload: { playerId, sessionId, reason },
  }));
