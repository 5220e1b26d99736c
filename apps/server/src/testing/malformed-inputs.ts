import fc from 'fast-check';
import { concrete, isNullable, type JsonSchema, typeOf } from './json-schema-examples.ts';

/**
 * What a careless or hostile client sends (issue 19): text PostgreSQL cannot store, numbers no column
 * holds, values of the wrong type, bodies that are not what the operation reads. Every value here is
 * wrong for the place it is put in, so a server that answers anything but a 4xx to it, or writes
 * anything, has a hole.
 */

/** JSON text JSON.stringify cannot write (1e400 reads back as Infinity), put in a body as it is. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0001raw${raws.push(v.text) - 1}\u0001` : v,
  );
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

const around = fc.string({ maxLength: 6 });
const containing = (bad: fc.Arbitrary<string>) =>
  fc.tuple(around, bad, around).map(([before, char, after]) => `${before}${char}${after}`);
/** Text with NUL, which PostgreSQL refuses in text and jsonb. */
const withNul = containing(fc.constant('\u0000'));
/** Text with a lone surrogate, which UTF-8 cannot encode (and jsonb refuses as an escape). */
const withLoneSurrogate = containing(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'));
export const poisonedText: fc.Arbitrary<string> = fc.oneof(withNul, withLoneSurrogate);

const sampled = <T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] =>
  count > 0 ? fc.sample(arbitrary, { seed, numRuns: count }) : [];

/** One text with NUL and one with a lone surrogate, for every input; the rest varies with the seed. */
export function poisonedTexts(seed: number): string[] {
  return [...sampled(withNul, seed, 1), ...sampled(withLoneSurrogate, seed, 1)];
}

const hugeNumbers = [
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  2 ** 64,
  -(2 ** 63),
  Number.MAX_VALUE,
];

/** Percent-encodes text; a lone surrogate becomes the three bytes a lenient encoder would write for it. */
export function urlEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const oddUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%C0%80',
    '%FF%FE',
    '%',
    '%zz',
    '1e400',
    '123456789012345678901234567890',
    '-9223372036854775809',
    '1.5',
    'NaN',
    '9'.repeat(400),
  ),
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 60n }).map(String),
);

const hugeUrlNumber = fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-9223372036854775809');

/**
 * Path segments and query values, percent-encoded as they travel in a URL: poisoned, a huge number where
 * the schema wants a number, then `extra` others.
 */
export function malformedUrlTexts(schema: JsonSchema, seed: number, extra: number): string[] {
  const numeric = ['number', 'integer'].includes(typeOf(schema) ?? '');
  return [
    ...poisonedTexts(seed).map(urlEncode),
    ...(numeric ? sampled(hugeUrlNumber, seed, 1) : []),
    ...sampled(oddUrlText, seed, extra),
  ];
}

function wrongFor(schema: JsonSchema): unknown[] {
  const type = typeOf(schema);
  const wrong: unknown[] = [{}, [], [new RawJson('1e400')]];
  if (!isNullable(schema)) wrong.push(null);
  if (type !== 'string') wrong.push('1', 'true');
  if (type !== 'boolean') wrong.push(true);
  if (type === 'number' || type === 'integer') {
    wrong.push(...hugeNumbers);
    if (type === 'integer') wrong.push(1.5);
    if ((concrete(schema).minimum ?? Number.NEGATIVE_INFINITY) >= 0) wrong.push(-1);
  } else {
    wrong.push(42, ...hugeNumbers);
  }
  if (type === 'object') wrong.splice(0, 1);
  if (type === 'array') wrong.splice(1, 1);
  return wrong;
}

/**
 * Values a field of this schema must refuse: text with NUL, with a lone surrogate, a huge number where the
 * schema wants a number, then `extra` others.
 */
export function malformedValues(schema: JsonSchema, seed: number, extra: number): unknown[] {
  const numeric = ['number', 'integer'].includes(typeOf(schema) ?? '');
  const others = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...wrongFor(schema)) },
    { weight: 1, arbitrary: poisonedText.map((text) => [text]) },
    { weight: 1, arbitrary: poisonedText.map((text) => ({ [text]: 'x' })) },
  );
  return [
    ...poisonedTexts(seed),
    ...(numeric ? sampled(fc.constantFrom(...hugeNumbers), seed, 1) : []),
    ...sampled(others, seed, extra),
  ];
}

export interface RawBody {
  label: string;
  contentType: string | undefined;
  body: string | Uint8Array;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A form's field and file parts, each closed, without the closing boundary. */
const formPart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\npassport\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000000000000000\r\n';

/**
 * Bodies that are malformed whatever the operation reads: a server must refuse each even where the
 * operation takes no body at all (every one holds poisoned text or cannot be parsed).
 */
export function bodiesRefusedAnywhere(text: string): RawBody[] {
  return [
    { label: 'truncated JSON', contentType: 'application/json', body: '{"a":' },
    { label: 'empty JSON', contentType: 'application/json', body: '' },
    { label: 'poisoned JSON string', contentType: 'application/json', body: jsonText(text) },
    { label: 'poisoned JSON key', contentType: 'application/json', body: jsonText({ [text]: 1 }) },
    { label: 'prototype pollution', contentType: 'application/json', body: '{"__proto__":{"admin":true}}' },
    { label: 'poisoned text', contentType: 'text/plain', body: text },
    { label: 'form', contentType: 'application/x-www-form-urlencoded', body: `a=${urlEncode(text)}` },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: `${formPart('x')}--x--\r\n` },
    { label: 'truncated multipart', contentType: 'multipart/form-data; boundary=x', body: formPart('x').slice(0, -12) },
    {
      label: 'mismatched multipart',
      contentType: 'multipart/form-data; boundary=y',
      body: `${formPart('x')}--x--\r\n`,
    },
    { label: 'octet stream', contentType: 'application/octet-stream', body: new Uint8Array([0, 0xff, 0xfe, 0]) },
    { label: 'no content type', contentType: undefined, body: text },
  ];
}

/** Bodies an operation that reads a body (of this valid example) must refuse. */
export function bodiesRefusedWhereRead(example: unknown, text: string, required: boolean): RawBody[] {
  const object = example && typeof example === 'object' && !Array.isArray(example) ? example : {};
  const json = (label: string, body: string | Uint8Array, contentType = 'application/json'): RawBody => ({
    label,
    contentType,
    body,
  });
  return [
    ...(required ? [json('null', 'null')] : []),
    json('array', jsonText([example])),
    json('infinite number', '1e400'),
    json('deep nesting', nested(50_000)),
    json('extra poisoned field', jsonText({ ...object, extra: text })),
    json('poisoned key among valid fields', jsonText({ ...object, [text]: 'x' })),
    json('UTF-16', new Uint8Array(Buffer.from(jsonText(example), 'utf16le')), 'application/json; charset=utf-16'),
    json('valid JSON sent as text', jsonText(example), 'text/plain'),
  ];
}
