import { useState, type ImgHTMLAttributes } from 'react';
import { cdnUrl } from '../../src/lib/image-cdn';

/**
 * An image of the site: from the page's image CDN (§9, `ctx.imageCdn`) when there is one, and from
 * this site when the CDN fails to give it; only then does the caller's onError hear of a failure.
 */
export function SiteImage({ src, cdn, onError, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; cdn?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = failed === src ? src : cdnUrl(src, cdn);
  return (
    <img
      {...rest}
      src={url}
      onError={(e) => {
        if (url !== src) setFailed(src);
        else onError?.(e);
      }}
    />
  );
}
