/**
 * The ICU message syntax the site's messages use — `{name}` and `{count, plural, =0 {…} one {# …} other {…}}`
 * — formatted as intl-messageformat formats it, without shipping its parser (about 10 KB gzip of every
 * page's first load). Anything else (select, number, date, tags, quotes) is refused when a message is
 * first used, and the messages test formats every message of every locale with both and compares.
 */

export type MessageValue = string | number | boolean | null | undefined | Date;
export type MessageValues = Record<string, MessageValue>;

type Part = string | { arg: string } | { plural: string; options: Map<string, Part[]> } | { pound: true };

export type CompiledMessage = (values: MessageValues | undefined) => string;

class Syntax extends Error {
  constructor(message: string, at: number, source: string) {
    super(`${message} at ${at} in message "${source}"`);
  }
}

function parse(source: string): Part[] {
  let at = 0;
  const name = /[^\s{},#]+/y;
  const space = () => {
    while (at < source.length && /\s/.test(source[at] as string)) at += 1;
  };
  const word = (): string => {
    space();
    name.lastIndex = at;
    const match = name.exec(source);
    if (!match) throw new Syntax('a name was expected', at, source);
    at += match[0].length;
    space();
    return match[0];
  };
  const expect = (char: string) => {
    if (source[at] !== char) throw new Syntax(`"${char}" was expected`, at, source);
    at += 1;
  };

  const parts = (inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    while (at < source.length && source[at] !== '}') {
      const char = source[at] as string;
      // An apostrophe quotes only before a brace, an angle bracket, another apostrophe or (in a plural) "#"; "<" opens a tag
      // only before a letter or "/". Elsewhere both are plain text ("don't", "< 5").
      const next = source[at + 1] ?? '';
      if (char === "'" && (/[{}'<>]/.test(next) || (inPlural && next === '#'))) {
        throw new Syntax('quoting is not supported', at, source);
      }
      if (char === '<' && /[a-zA-Z/]/.test(next)) throw new Syntax('tags are not supported', at, source);
      if (char === '#' && inPlural) {
        if (text) out.push(text);
        text = '';
        out.push({ pound: true });
        at += 1;
      } else if (char === '{') {
        if (text) out.push(text);
        text = '';
        at += 1;
        out.push(argument());
      } else {
        text += char;
        at += 1;
      }
    }
    if (text) out.push(text);
    return out;
  };

  const argument = (): Part => {
    const arg = word();
    if (source[at] === '}') {
      at += 1;
      return { arg };
    }
    expect(',');
    const type = word();
    if (type !== 'plural') throw new Syntax(`"${type}" arguments are not supported`, at, source);
    expect(',');
    const options = new Map<string, Part[]>();
    space();
    while (source[at] !== '}') {
      const selector = word();
      if (selector.startsWith('offset:')) throw new Syntax('plural offsets are not supported', at, source);
      expect('{');
      options.set(selector, parts(true));
      expect('}');
      space();
      if (at >= source.length) throw new Syntax('"}" was expected', at, source);
    }
    at += 1;
    if (!options.has('other')) throw new Syntax('a plural needs an "other" case', at, source);
    return { plural: arg, options };
  };

  const message = parts(false);
  if (at < source.length) throw new Syntax('an unmatched "}"', at, source);
  return message;
}

/** Parses once; the returned function formats with the locale's plural rules and number format. */
export function compileMessage(source: string, tag: string): CompiledMessage {
  const message = parse(source);
  if (message.length === 1 && typeof message[0] === 'string') return () => source;
  // Only messages with a plural need these; they are made the first time one is formatted.
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const number = (n: number) => {
    numbers ??= new Intl.NumberFormat(tag);
    return numbers.format(n);
  };
  const category = (n: number) => {
    plurals ??= new Intl.PluralRules(tag);
    return plurals.select(n);
  };

  const format = (elements: Part[], values: MessageValues | undefined, count: number | undefined): string => {
    let out = '';
    for (const element of elements) {
      if (typeof element === 'string') {
        out += element;
        continue;
      }
      if ('pound' in element) {
        if (count !== undefined) out += number(count);
        continue;
      }
      const key = 'arg' in element ? element.arg : element.plural;
      if (!values || !(key in values)) throw new Error(`The value of "${key}" is missing for message "${source}"`);
      const value = values[key];
      if ('arg' in element) {
        out += value === null || value === undefined || value === false ? '' : String(value);
        continue;
      }
      const n = Number(value);
      const rule = element.options.get(`=${value}`) ?? element.options.get(category(n));
      out += format(rule ?? (element.options.get('other') as Part[]), values, n);
    }
    return out;
  };
  return (values) => format(message, values, undefined);
}

/** The argument names a message uses, for checking that every locale asks for the same values. */
export function messageArguments(source: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Part[]) => {
    for (const element of elements) {
      if (typeof element === 'string' || 'pound' in element) continue;
      if ('arg' in element) names.add(element.arg);
      else {
        names.add(element.plural);
        for (const option of element.options.values()) walk(option);
      }
    }
  };
  walk(parse(source));
  return [...names].sort();
}
