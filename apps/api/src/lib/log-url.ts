/**
 * A request URL as the logs may keep it. The OAuth routes' query strings carry the one-time `code` and the
 * `state` that stands for the person's session, and any `token=` parameter (an email link's, an `access_token`)
 * is a key: with LOG_LEVEL=info every request line would hand them to whoever reads the logs.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (/^\/api\/oauth(\/|$)/i.test(path)) return `${path}?[redacted]`;
  return path + url.slice(q).replace(/([?&][^=&#]*token=)[^&#]*/gi, '$1[redacted]');
}
