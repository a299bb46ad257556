import './styles.css';

/**
 * The player site's entry. The page's splash (index.html's, or the server's with the screen's
 * banner, first row of tiles or game art) paints first; the app's code runs after that frame. With
 * the scripts already in (the page preloads them), evaluating them first held the first paint back
 * until the boot chunk had run: on a slow phone a second of a blank page, and the splash's largest
 * paint (a banner, a tile) no earlier than the app's own. A page opened in a background tab draws
 * no frames, so there it starts at once.
 *
 * Nothing is imported statically here but the stylesheet: a shared module would put the boot chunk
 * (vite.config.ts bootChunk) back among this entry's static imports, evaluated before this code.
 */
const start = () => void import('./app/start');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
