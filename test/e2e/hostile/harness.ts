/**
 * The hostile-input journey's harness: its own demo server (in this process, in-memory PGlite, on E2E_PORT + 1) so
 * the journey can write fields that have no write API (product names, long descriptions, badges) straight into the
 * database; the probe the vectors call; the watch on requests to other origins; the style-escape check.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { createApp } from '../../../demo/server/app.ts';
import { openDb, type Db } from '../../../demo/server/db/client.ts';
import { mountStatic, seedIfEmpty } from '../../../demo/server/main.ts';

export interface HostileServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** The demo server with a fresh in-memory database, seeded, on `port` (0: a free port the system picks). */
export async function startHostileServer(port: number): Promise<HostileServer> {
  const opened = await openDb({ dataDir: 'memory://', prepare: (db) => seedIfEmpty(db, () => undefined) });
  const app = createApp({ db: opened.db, static: mountStatic });
  const server = await new Promise<ServerType>((done, fail) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => done(s));
    s.once('error', fail);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    db: opened.db,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await opened.close();
    },
  };
}

export interface Watch {
  /** URLs of requests to any origin other than the server's. */
  foreign: string[];
}

/**
 * Installs the probe `window.__xss(n)` in every page and frame of the context (records `n` in
 * `window.__xssHits` of the top page), a sentinel paragraph the style vectors aim at, and records every request to
 * another origin (data:, blob: and about: are no requests to another origin).
 */
export async function watchContext(context: BrowserContext, origin: string): Promise<Watch> {
  const watch: Watch = { foreign: [] };
  context.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob|about):/i.test(url)) return;
    if (new URL(url).origin !== origin) watch.foreign.push(url);
  });
  // Requests to the vectors' hosts fail fast instead of waiting for DNS.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(() => {
    const top = window.top ?? window;
    const hits: string[] = ((top as unknown as { __xssHits?: string[] }).__xssHits ??= []);
    Object.defineProperty(window, '__xss', {
      value: (n: unknown) => hits.push(String(n)),
      writable: false,
      configurable: false,
    });
    // The demo pages run under a strict CSP with Trusted Types, which would block a vector the elements let through
    // (an inline handler or a <base> in the page, an HTML string into a sink, an image or fetch of another origin:
    // blocked, it is no request Playwright sees). So a violation is a hit too, and the test shows the elements' own
    // defence, not the policy's behind it. Not a hit: what Chromium reports while DOMPurify parses a value in its
    // inert document (DOMParser's document inherits the page's policy and reports inline handlers, <style> and
    // <base> it meets, though nothing there can run or load: no browsing context). Those have no element of the
    // page as their target (an element in the page is the target of a violation it causes) and are inline or base-uri.
    const PARSE_TIME = ['script-src-attr', 'style-src-elem', 'style-src-attr', 'base-uri'];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const target = e.composedPath()[0];
        const inPage = target instanceof Element;
        if (
          !inPage &&
          PARSE_TIME.includes(e.effectiveDirective) &&
          (e.blockedURI === 'inline' || e.effectiveDirective === 'base-uri')
        )
          return;
        const where = inPage ? target.outerHTML.slice(0, 160) : e.documentURI;
        hits.push(`CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${where}`);
      },
      true,
    );
    document.addEventListener('DOMContentLoaded', () => {
      const p = document.createElement('p');
      p.setAttribute('data-hostile-sentinel', '');
      p.textContent = 'sentinel';
      p.style.cssText = 'color: rgb(1, 2, 3); position: static; font-size: 16px; margin: 0';
      document.body.append(p);
    });
  });
  return watch;
}

/** The probe's hits in the page (vector numbers that executed) and the page's CSP violations. */
export function probeHits(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __xssHits?: string[] }).__xssHits ?? [])]);
}

/**
 * Style escapes in the page: a style sheet (of the document or any shadow root, also adopted ones) holding a
 * vector's marker `xvN`; an element a vector made (`data-xv`) that is positioned out of the flow, huge or keeps a
 * `style` attribute; the sentinel's computed style changed; the body or html hidden or filtered.
 */
export function styleEscapes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i += 1) {
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    // A sheet adopted by many shadow roots (every card of a grid) is read once.
    const read = new Set<CSSStyleSheet>();
    for (const root of roots) {
      const sheets = [...root.styleSheets, ...root.adoptedStyleSheets];
      for (const sheet of sheets) {
        if (read.has(sheet)) continue;
        read.add(sheet);
        let text = '';
        try {
          text = [...sheet.cssRules].map((r) => r.cssText).join('\n');
        } catch {
          problems.push(`unreadable style sheet ${sheet.href ?? ''}`);
        }
        const found = /xv\d+|evil\.invalid|xss\.invalid/.exec(text);
        if (found) problems.push(`style sheet with vector text ${found[0]}`);
      }
      for (const el of root.querySelectorAll('style, link[rel~="stylesheet" i]')) {
        if (/xv\d+|evil\.invalid|xss\.invalid/.test(el.outerHTML))
          problems.push(`vector's <${el.localName}> in the page`);
      }
      for (const el of root.querySelectorAll('[data-xv]')) {
        const cs = getComputedStyle(el);
        if (!['static', 'relative'].includes(cs.position))
          problems.push(`data-xv=${el.getAttribute('data-xv')} ${cs.position}`);
        if (parseFloat(cs.fontSize) > 64)
          problems.push(`data-xv=${el.getAttribute('data-xv')} font-size ${cs.fontSize}`);
        if (el.hasAttribute('style')) problems.push(`data-xv=${el.getAttribute('data-xv')} kept its style attribute`);
      }
      for (const el of root.querySelectorAll('[style]')) {
        if (/evil\.invalid|xss\.invalid|xv\d/.test(el.getAttribute('style') ?? ''))
          problems.push(`style attribute from a vector`);
      }
    }
    const sentinel = document.querySelector<HTMLElement>('[data-hostile-sentinel]');
    if (!sentinel) problems.push('sentinel missing');
    else {
      const cs = getComputedStyle(sentinel);
      if (cs.color !== 'rgb(1, 2, 3)') problems.push(`sentinel colour ${cs.color}`);
      if (cs.visibility !== 'visible' || cs.display === 'none') problems.push('sentinel hidden');
      if (cs.fontSize !== '16px' || cs.position !== 'static') problems.push('sentinel restyled');
    }
    for (const el of [document.documentElement, document.body]) {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || cs.filter !== 'none')
        problems.push(`<${el.localName}> restyled`);
    }
    return problems;
  });
}

/**
 * The text under `root` (the page's body by default), shadow roots included (open ones: every element's), and what
 * its text fields hold (a value typed or set is rendered in the field). A locator's element that has a shadow root
 * is read from there only: what the element itself rendered, not the light DOM it was given.
 */
export function deepText(root: Page | Locator): Promise<string> {
  const read = (start: Element | null): string => {
    const parts: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.nodeValue ?? '');
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) parts.push(node.value);
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    if (start?.shadowRoot) walk(start.shadowRoot);
    else if (start) walk(start);
    return parts.join(' ');
  };
  return ('goto' in root ? root.locator('body') : root).evaluate(read);
}

/** The vector numbers whose token ⟦N⟧ is in `text`. */
export function tokensIn(text: string): Set<number> {
  return new Set([...text.matchAll(/⟦(\d+)⟧/g)].map((m) => Number(m[1])));
}
