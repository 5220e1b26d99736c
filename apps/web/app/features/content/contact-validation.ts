/**
 * The contact form's rules, mirroring communicationBodySchema (packages/contracts/src/settings.ts) without
 * shipping zod to the browser. A unit test checks both agree.
 */
export const contactSubjects = [
  'account',
  'verification',
  'payments',
  'bonuses',
  'games',
  'responsible-gaming',
  'other',
] as const;

export const contactLimits = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

export type ContactField = 'name' | 'email' | 'subject' | 'message';
/** Message keys (area "contact") per rule; values fill {min} and {max}. */
export type ContactError =
  | 'nameRequired'
  | 'nameLength'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'messageLength';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

// The same pattern zod's z.email() uses.
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateContact(values: ContactValues): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length < contactLimits.nameMin || name.length > contactLimits.nameMax) errors.name = 'nameLength';
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > contactLimits.emailMax || !emailPattern.test(email)) errors.email = 'emailInvalid';
  if (!(contactSubjects as readonly string[]).includes(values.subject)) errors.subject = 'subjectRequired';
  const message = values.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length < contactLimits.messageMin || message.length > contactLimits.messageMax) {
    errors.message = 'messageLength';
  }
  return errors;
}

export function readContactForm(form: FormData): ContactValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}
