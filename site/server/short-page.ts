/**
 * A short HTML page the server answers by itself, without rendering the site: a form post it did not take (sent
 * before the page's code loaded, from another site, too large) or a method a page does not take. No script, no
 * style, nothing from the request but its path; a link back to the page. Never kept by a cache.
 */
export interface ShortPage {
  status: number;
  title: string;
  /** What happened, as plain text. */
  message: string;
  /** The path to link back to (the request's own); the text of the link, and the rest of its sentence. */
  back: { path: string; label: string; after?: string };
  headers?: Record<string, string>;
}

/** A path for an `href`: a parsed pathname is percent-encoded (no quote or angle bracket); `&` is left to escape. */
export const hrefOf = (path: string) => path.replace(/&/g, '&amp;');

export function shortPage({ status, title, message, back, headers = {} }: ShortPage): Response {
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} - Fittizia Trattoria</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="${hrefOf(back.path)}">${back.label}</a>${back.after ?? '.'}</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', ...headers },
  });
}
