import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config.ts';
import {
  hashedPage,
  inlineEntryScripts,
  isSharedPage,
  pageCacheControl,
  pageNonce,
  scriptHashes,
} from './page-response.ts';
import { markRequest } from './request-guard.ts';
import { documentPolicy, scriptTrust, securityHeaders } from './security-headers.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const html = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('cacheable pages carry no secret', () => {
  it('a shared (public) page gets no nonce; a personal page a fresh one, the same all through its render', () => {
    expect(pageNonce(new Request('http://127.0.0.1/restaurants/london/soho'))).toBeUndefined();
    expect(pageNonce(new Request('http://127.0.0.1/about-us'))).toBeUndefined();
    const personal = new Request('http://127.0.0.1/preferences/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e');
    const nonce = pageNonce(personal);
    expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
    expect(pageNonce(personal)).toBe(nonce);
    expect(pageNonce(new Request('http://127.0.0.1/contact'))).not.toBe(nonce);
    // A query string or a request the guard refused is never shared, so it is nonce'd.
    expect(pageNonce(new Request('http://127.0.0.1/?q=1'))).toBeTruthy();
    const refused = markRequest(new Request('http://127.0.0.1/menu'), { refuse: 400 });
    expect(isSharedPage(refused)).toBe(false);
    expect(pageNonce(refused)).toBeTruthy();
  });

  it('hashes every inline script that runs, as sent, and no data block or external script', () => {
    const page = [
      '<script>a()</script>',
      '<script data-tsr-stream-part="">$R=1</script>',
      '<script type="module" async="">import("/assets/x.js")</script>',
      '<script type="application/json" id="module-preloads">["/a.js"]</script>',
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
      '<script src="/assets/y.js"></script>',
      '<script>a()</script>',
      '<script>é</script>',
    ].join('');
    expect(scriptHashes(page)).toEqual([
      sha256('a()'),
      sha256('$R=1'),
      sha256('import("/assets/x.js")'),
      sha256('é'),
    ]);
  });

  it("the app's entry becomes an inline script that adds the same module script; others are left alone", () => {
    const entry = '<script type="module" async="" src="/assets/index-DMEWGAhI.js"></script>';
    expect(inlineEntryScripts(`<body>${entry}</body>`)).toBe(
      '<body><script>(s=>{s.type="module";s.src="/assets/index-DMEWGAhI.js";document.head.append(s)})(document.createElement("script"))</script></body>',
    );
    const foreign = '<script type="module" async="" src="https://evil.example/x.js"></script>';
    expect(inlineEntryScripts(foreign)).toBe(foreign);
  });

  it('a shared page goes out with a policy of its scripts’ hashes and strict-dynamic, and no nonce', async () => {
    const request = new Request('http://127.0.0.1/about-us');
    const response = await hashedPage(
      request,
      html(
        '<html><head><script>x=1</script></head><body><script type="module" async="" src="/assets/i.js"></script></body></html>',
      ),
    );
    const body = await response.text();
    expect(body).not.toContain('nonce');
    const entry = inlineEntryScripts('<script type="module" async="" src="/assets/i.js"></script>').slice(
      8,
      -9,
    );
    expect(entry).toContain('s.src="/assets/i.js"');
    expect(scriptTrust(request)).toEqual({ hashes: [sha256('x=1'), sha256(entry)] });
    const csp = new Map(securityHeaders({ config: parseSiteConfig({}), request }, 'text/html')).get(
      'content-security-policy',
    );
    expect(csp).toContain(`script-src 'sha256-${sha256('x=1')}' 'sha256-${sha256(entry)}' 'strict-dynamic';`);
    expect(csp).not.toContain('nonce');
    expect(csp).toContain("style-src 'self';");
  });

  it('two renders of the same content are the same bytes and the same policy', async () => {
    const content = '<html><body><script>$R=[1]</script></body></html>';
    const a = new Request('http://127.0.0.1/menu');
    const b = new Request('http://127.0.0.1/menu');
    const bodyA = await (await hashedPage(a, html(content))).text();
    const bodyB = await (await hashedPage(b, html(content))).text();
    expect(bodyA).toBe(bodyB);
    const config = parseSiteConfig({});
    expect(documentPolicy({ config, scripts: scriptTrust(a), https: true })).toBe(
      documentPolicy({ config, scripts: scriptTrust(b), https: true }),
    );
  });

  it('an HTML answer rendered with neither nonce nor hashes may run no script', () => {
    const csp = documentPolicy({
      config: parseSiteConfig({}),
      scripts: scriptTrust(new Request('http://127.0.0.1/x')),
      https: false,
    });
    expect(csp).toContain("script-src 'strict-dynamic';");
  });
});

describe('one place sets a page’s Cache-Control', () => {
  it('personal pages, refused requests and server errors are private, no-store; other pages private, no-cache', () => {
    const page = html('<p>x</p>');
    const at = (path: string) => new Request(`http://127.0.0.1${path}`);
    expect(pageCacheControl(at('/preferences/0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e'), page)).toBe(
      'private, no-store',
    );
    expect(pageCacheControl(at('/choices/x'), page)).toBe('private, no-store');
    expect(pageCacheControl(at('/occasion-date/x'), page)).toBe('private, no-store');
    expect(pageCacheControl(at('/restaurants/london/soho/book-now'), page)).toBe('private, no-store');
    // Find a table: availability changes by the minute; with or without a search, a 200 or a 400.
    expect(pageCacheControl(at('/find-a-table'), page)).toBe('private, no-store');
    expect(pageCacheControl(at('/find-a-table?place=M1+1AA&adults=4'), page)).toBe('private, no-store');
    expect(
      pageCacheControl(
        at('/find-a-table?adults=0'),
        new Response('x', { status: 400, headers: page.headers }),
      ),
    ).toBe('private, no-store');
    expect(pageCacheControl(markRequest(at('/menu'), { refuse: 400 }), page)).toBe('private, no-store');
    expect(pageCacheControl(at('/menu'), new Response('x', { status: 502, headers: page.headers }))).toBe(
      'private, no-store',
    );
    expect(pageCacheControl(at('/?q=1'), page)).toBe('private, no-cache');
    // A page cannot keep a Cache-Control of its own; a server route or a redirect does.
    const claims = new Response('x', { headers: { 'content-type': 'text/html', 'cache-control': 'public' } });
    expect(pageCacheControl(at('/?q=1'), claims)).toBe('private, no-cache');
    const sitemap = new Response('x', {
      headers: { 'content-type': 'application/xml', 'cache-control': 'public, max-age=600' },
    });
    expect(pageCacheControl(at('/sitemap.xml'), sitemap)).toBe('public, max-age=600');
  });
});
