import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button.tsx';

const stylesheet = readFileSync(new URL('./button.css', import.meta.url), 'utf8');
const defined = new Set([...stylesheet.matchAll(/^\s*\.([a-z-]+)\s*\{/gm)].map((match) => match[1]));

describe('buttonClass', () => {
  it('names the base look, the variant and the size; md primary by default', () => {
    expect(buttonClass()).toBe('btn btn-primary btn-md');
    expect(buttonClass({ variant: 'danger', size: 'lg' })).toBe('btn btn-danger btn-lg');
  });

  it('sizes an icon button as a square, not a padded pill', () => {
    expect(buttonClass({ variant: 'icon', size: 'sm' })).toBe('btn btn-icon btn-icon-sm');
  });

  it("appends the caller's classes after the look", () => {
    expect(buttonClass({ size: 'sm', className: 'w-full px-3' })).toBe('btn btn-primary btn-sm w-full px-3');
  });

  it('names only classes that button.css defines, for every variant and size', () => {
    const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'icon'];
    const sizes: ButtonSize[] = ['sm', 'md', 'lg'];
    for (const variant of variants) {
      for (const size of sizes) {
        for (const name of buttonClass({ variant, size }).split(' ')) expect(defined).toContain(name);
      }
    }
  });

  it('keeps the looks in the components layer, below any utility a caller adds', () => {
    expect(stylesheet.trim().replace(/^\/\*[\s\S]*?\*\/\s*/, '')).toMatch(/^@layer components \{[\s\S]*\}$/);
  });
});
