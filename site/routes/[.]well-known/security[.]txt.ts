import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const [{ securityTxt }, { publicOrigin }, { siteConfig }] = await Promise.all([
    import('../../server/security-txt.ts'),
    import('../../server/sitemap.ts'),
    import('../../server/config.ts'),
  ]);
  const config = siteConfig();
  return new Response(securityTxt(config.SECURITY_CONTACT, publicOrigin(config.SITE_URL)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}

/** `/.well-known/security.txt` (RFC 9116): how to report a security flaw. */
export const Route = createFileRoute('/.well-known/security.txt')({
  server: { handlers: { GET: handle } },
});
