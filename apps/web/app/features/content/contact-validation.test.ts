import { communicationBodySchema, communicationSubjects } from '@croupier/contracts/settings';
import { describe, expect, it } from 'vitest';
import { contactSubjects, validateContact } from './contact-validation.ts';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'payments', message: 'Where is my withdrawal?' };

describe('contact form rules mirror the API (S1.7-08 POST /api/notification/communications)', () => {
  it('offers exactly the subjects the API accepts', () => {
    expect([...contactSubjects]).toEqual([...communicationSubjects]);
  });

  it.each([
    valid,
    { ...valid, name: 'A' },
    { ...valid, name: '  Al  ' },
    { ...valid, name: 'x'.repeat(101) },
    { ...valid, email: '' },
    { ...valid, email: 'not-an-email' },
    { ...valid, email: 'a..b@example.com' },
    { ...valid, email: 'first.last+tag@sub.example.org' },
    { ...valid, subject: '' },
    { ...valid, subject: 'verification' },
    { ...valid, message: 'too short' },
    { ...valid, message: '   ten chars!   ' },
    { ...valid, message: 'y'.repeat(5001) },
  ])('agrees with communicationBodySchema for %o', (values) => {
    const client = Object.keys(validateContact(values)).length === 0;
    const server = communicationBodySchema.safeParse({ ...values, email: values.email.trim() }).success;
    expect(client).toBe(server);
  });

  it('names the rule that failed', () => {
    expect(validateContact({ name: '', email: 'x', subject: 'nope', message: 'short' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      subject: 'subjectRequired',
      message: 'messageLength',
    });
  });
});
