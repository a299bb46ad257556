/** The registerMethod a sign-up reports (§3), in a module of its own: the register form and the social sign-in both send it. */
import { currentPlatform } from '../../runtime/context';

/** §3 registerMethod from the platform: APP, PWA, WEBCLIP (iOS home-screen profile) or H5. */
export function registerMethod(): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  const p = currentPlatform();
  if (p === 'app') return 'APP';
  if (p === 'pwa') return localStorage.getItem('WEBCLIP') === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
