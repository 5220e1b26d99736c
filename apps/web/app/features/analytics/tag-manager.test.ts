import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gtmBootstrapScript, isValidGtmId, TagManager } from './tag-manager.tsx';

describe('tag manager', () => {
  it('[S2.5-38] accepts only GTM- followed by capitals and digits', () => {
    for (const id of ['GTM-ABC123', 'GTM-K9', 'GTM-0']) expect(isValidGtmId(id), id).toBe(true);
    for (const id of ['', 'GTM-', 'gtm-ABC123', 'GTM-abc', 'GTM-AB_1', 'UA-12345', 'GTM-AB1 ', 'GTM-A";alert(1)//'])
      expect(isValidGtmId(id), id).toBe(false);
    expect(isValidGtmId(undefined)).toBe(false);
    expect(isValidGtmId(null)).toBe(false);
  });

  it('renders nothing without a valid id', () => {
    expect(renderToStaticMarkup(createElement(TagManager, { consented: true }))).toBe('');
    expect(renderToStaticMarkup(createElement(TagManager, { gtmId: 'GTM-bad', nonce: 'n', consented: true }))).toBe('');
    expect(() => gtmBootstrapScript('nope')).toThrow(RangeError);
  });

  it('renders nothing before the visitor consented', () => {
    expect(renderToStaticMarkup(createElement(TagManager, { gtmId: 'GTM-ABC123', nonce: 'n', consented: false }))).toBe(
      '',
    );
  });

  it('renders the bootstrap with the CSP nonce for a valid id', () => {
    const html = renderToStaticMarkup(
      createElement(TagManager, { gtmId: 'GTM-ABC123', nonce: 'r4nd0m', consented: true }),
    );
    expect(html).toMatch(/^<script nonce="r4nd0m">/);
    expect(html).toContain('"GTM-ABC123"');
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=');
  });

  it('the bootstrap starts the data layer and loads gtm.js with the same nonce', () => {
    const appended: Array<{ async?: boolean; src?: string; attributes: Record<string, string> }> = [];
    const win: { dataLayer?: unknown[] } = {};
    const doc = {
      currentScript: { nonce: 'r4nd0m', getAttribute: () => null },
      createElement: () => {
        const attributes: Record<string, string> = {};
        return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
      },
      head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    };
    new Function('window', 'document', gtmBootstrapScript('GTM-ABC123'))(win, doc);
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(appended[0]?.async).toBe(true);
    expect(appended[0]?.attributes.nonce).toBe('r4nd0m');
  });
});
