import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initPreview, preview } from './preview';
import { PREVIEW_PARAM } from '../lib/preview-protocol';

const CONSOLE = 'https://admin.example.com';
const select = (blockId: string, origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'parlor:preview:select', blockId } }));

describe('preview messages: from the console origin only', () => {
  beforeEach(() => {
    history.replaceState(null, '', `/m/home?${PREVIEW_PARAM}=tok`);
    Object.assign(preview, { token: null, layouts: {}, overrides: {}, selected: null });
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('on one origin, takes messages from its own origin and none from elsewhere', async () => {
    await initPreview(() => undefined);
    expect(preview.token).toBe('tok');
    select('evil', CONSOLE);
    expect(preview.selected).toBeNull();
    select('banner', location.origin);
    expect(preview.selected).toBe('banner');
  });

  it("with the console on its own origin (the page's boot data names it), takes that origin's messages and not its own", async () => {
    await initPreview(() => undefined, CONSOLE);
    select('own', location.origin);
    expect(preview.selected).toBeNull();
    select('banner', CONSOLE);
    expect(preview.selected).toBe('banner');
    select('other', 'https://evil.example');
    expect(preview.selected).toBe('banner');
  });
});
