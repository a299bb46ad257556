import { afterEach, describe, expect, it } from 'vitest';
import { playerOrigin } from './player-origin';
import { BOOT_DATA_ID } from '../lib/constants';

function page(json: string | null): void {
  document.getElementById(BOOT_DATA_ID)?.remove();
  if (json === null) return;
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_DATA_ID;
  el.textContent = json;
  document.head.append(el);
}

describe("the console's player origin", () => {
  afterEach(() => page(null));

  it('is the one the server names in the page (ADMIN_ORIGIN: the player site is elsewhere)', () => {
    page(JSON.stringify({ playerOrigin: 'https://example.com' }));
    expect(playerOrigin()).toBe('https://example.com');
  });

  it("is the console's own on one origin, without boot data (Vite's dev server), or with unreadable boot data", () => {
    for (const json of [JSON.stringify({ playerOrigin: null }), null, '{not json', JSON.stringify({ playerOrigin: 42 })]) {
      page(json);
      expect(playerOrigin(), String(json)).toBe(location.origin);
    }
  });
});
