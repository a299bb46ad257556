import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML, sanitised again in the browser (DOMPurify) even though the
 * server sanitised it when stored: the only way HTML reaches the page (screens
 * and widgets alike use this one component).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['srcset'] }), [html]);
  // Sanitised just above; never render operator HTML any other way.
  return <div className={`prose-parlor ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
