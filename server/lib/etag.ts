import { createHash } from 'node:crypto';

/** A strong ETag for a published layout: screen, version and a digest of the body. */
export function layoutEtag(screen: string, version: number, body: string): string {
  return `"${screen}-v${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
}
