import { describe, expect, it } from 'vitest';
import { buttonClass, mergeClasses } from './button.tsx';

const classes = (value: string) => value.split(' ');

describe('buttonClass', () => {
  it('defaults to the primary accent look at the 44 px touch target', () => {
    const value = classes(buttonClass());
    expect(value).toEqual(
      expect.arrayContaining(['bg-accent', 'text-on-accent', 'hover:bg-accent-strong', 'min-h-11']),
    );
    expect(value).toEqual(expect.arrayContaining(['rounded-control', 'px-5', 'duration-quick', 'disabled:opacity-60']));
    expect(value).toContain('focus-visible:outline-focus');
  });

  it('gives each variant its own surface and keeps the shared focus, disabled and motion classes', () => {
    const secondary = classes(buttonClass({ variant: 'secondary' }));
    expect(secondary).toEqual(expect.arrayContaining(['border', 'border-line', 'bg-raised', 'hover:bg-overlay']));
    expect(secondary).not.toContain('bg-accent');
    const ghost = classes(buttonClass({ variant: 'ghost' }));
    expect(ghost).toEqual(expect.arrayContaining(['text-text', 'hover:bg-raised']));
    expect(ghost.some((name) => name.startsWith('bg-'))).toBe(false);
    const danger = classes(buttonClass({ variant: 'danger' }));
    expect(danger).toEqual(expect.arrayContaining(['border-danger/60', 'text-danger']));
    for (const look of [secondary, ghost, danger]) {
      expect(look).toEqual(
        expect.arrayContaining(['focus-visible:outline-2', 'disabled:opacity-60', 'transition-colors']),
      );
    }
  });

  it('sizes a button by its height and padding, an icon button as a square', () => {
    expect(classes(buttonClass({ size: 'sm' }))).toEqual(expect.arrayContaining(['min-h-10', 'px-4', 'text-sm']));
    expect(classes(buttonClass({ size: 'lg' }))).toEqual(expect.arrayContaining(['min-h-12', 'px-6']));
    const icon = classes(buttonClass({ variant: 'icon', size: 'sm' }));
    expect(icon).toEqual(expect.arrayContaining(['size-10', 'rounded-full', 'text-muted']));
    expect(icon).not.toContain('rounded-control');
    expect(icon.some((name) => name.startsWith('min-h-') || name.startsWith('px-'))).toBe(false);
  });

  it("lets the caller's classes replace the same property and adds the rest", () => {
    const value = classes(buttonClass({ size: 'sm', className: 'w-full px-3 lg:px-4 shadow-raised font-bold' }));
    expect(value).toEqual(expect.arrayContaining(['w-full', 'px-3', 'lg:px-4', 'shadow-raised', 'font-bold']));
    expect(value).not.toContain('px-4');
    expect(value).not.toContain('font-semibold');
    const surface = classes(buttonClass({ variant: 'secondary', className: 'bg-surface' }));
    expect(surface).toContain('bg-surface');
    expect(surface).not.toContain('bg-raised');
    expect(surface).toContain('hover:bg-overlay');
  });
});

describe('mergeClasses', () => {
  it('tells a text size from a text colour and a border width from a border colour', () => {
    expect(mergeClasses('text-sm text-text border border-line', 'text-danger')).toBe(
      'text-sm border border-line text-danger',
    );
    expect(mergeClasses('text-sm text-text', 'text-base')).toBe('text-text text-base');
    expect(mergeClasses('border border-line', 'border-warning/60')).toBe('border border-warning/60');
  });

  it('keeps variants apart and reads variant prefixes with brackets', () => {
    expect(mergeClasses('bg-accent hover:bg-accent-strong', 'hover:bg-overlay')).toBe('bg-accent hover:bg-overlay');
    expect(mergeClasses('aria-[current=page]:bg-accent', 'bg-raised')).toBe('aria-[current=page]:bg-accent bg-raised');
    expect(mergeClasses('inline-flex gap-2', undefined, false, 'grid gap-1.5')).toBe('grid gap-1.5');
  });
});
