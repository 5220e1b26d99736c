import type { ComponentPropsWithRef } from 'react';

/**
 * The site's one button look (DESIGN.md: one warm accent for calls to action, focus rings always visible,
 * quick motion). `buttonClass` serves links styled as buttons; `Button` is the native button built on it.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'icon';
/** md is the default touch target (44 px); sm fits dense rows and the top bar; lg is a page's main action. */
export type ButtonSize = 'sm' | 'md' | 'lg';

// The global :focus-visible outline (app.css) spelled out here as well, so the button carries its ring even
// inside a container that resets outlines.
const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-quick focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  secondary: 'border border-line bg-raised text-text hover:bg-overlay',
  ghost: 'text-text hover:bg-raised',
  danger: 'border border-danger/60 text-danger hover:bg-danger/10',
  icon: 'shrink-0 rounded-full text-muted hover:bg-raised hover:text-text',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5',
  lg: 'min-h-12 px-6',
};

// An icon button is a square of the touch target's side, not a padded pill.
const iconSizes: Record<ButtonSize, string> = { sm: 'size-10', md: 'size-11', lg: 'size-12' };

const fontWeight = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const textSize = /^text-(xs|sm|base|lg|\d?xl|\[\d)/;
const display = /^(inline-flex|flex|grid|inline-grid|block|inline-block|inline|hidden|contents)$/;

/**
 * The conflict group of one utility (without its variants), so a later class replaces the earlier one of
 * the same group: Tailwind orders its CSS by its own rules, not by the order of names in `class`, so two
 * paddings side by side would leave the winner to chance.
 */
function group(utility: string): string | undefined {
  if (display.test(utility)) return 'display';
  if (fontWeight.test(utility)) return 'font-weight';
  if (textSize.test(utility)) return 'text-size';
  if (/^border(-\d+)?$/.test(utility)) return 'border-width';
  const prefix =
    /^(px|py|pl|pr|pt|pb|p|min-h|h|w|size|gap|rounded|bg|text|border|shadow|opacity|justify|items)(-|$)/.exec(
      utility,
    )?.[1];
  if (prefix === 'text') return 'text-color';
  if (prefix === 'border') return 'border-color';
  return prefix;
}

/** Variant prefix (`hover:`, `md:`, `aria-[x=y]:`) and conflict group of a class name. */
function key(name: string): string | undefined {
  let depth = 0;
  let split = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) split = i;
  }
  const utility = name.slice(split + 1).replace(/^!/, '');
  const kind = group(utility);
  return kind === undefined ? undefined : `${name.slice(0, split + 1)}${kind}`;
}

/** Joins class lists; a class replaces an earlier one of the same variant and group. */
export function mergeClasses(...lists: (string | undefined | false)[]): string {
  const out: string[] = [];
  for (const list of lists) {
    if (!list) continue;
    for (const name of list.split(/\s+/)) {
      if (!name) continue;
      const k = key(name);
      if (k !== undefined) {
        for (let i = out.length - 1; i >= 0; i--) if (key(out[i] as string) === k) out.splice(i, 1);
      }
      if (!out.includes(name)) out.push(name);
    }
  }
  return out.join(' ');
}

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout (width, flex, margins) and deliberate one-off differences; wins over the look's own classes. */
  className?: string;
}

// Merging is a few microseconds a button, and a page renders hundreds of them with the same few looks: each
// look is merged once (issue 23's profile found 7 % of a home render here). Bounded, as class names can vary.
const merged = new Map<string, string>();

export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}): string {
  const memo = `${variant}|${size}|${className ?? ''}`;
  let classes = merged.get(memo);
  if (classes === undefined) {
    classes = mergeClasses(base, variants[variant], variant === 'icon' ? iconSizes[size] : sizes[size], className);
    if (merged.size < 1000) merged.set(memo, classes);
  }
  return classes;
}

/** A native button in the site's look; `type="button"` unless told, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
