// @vitest-environment node
/** The image CDNs of the settings are used for the site's images (§9: one at random, with a fallback). */
import { describe, expect, it, vi } from 'vitest';
import { cdnUrl, pageImageCdn, pickImageCdn } from './image-cdn';

describe('image CDN (§9)', () => {
  it('picks one of the https hosts at random, and none without a usable one', () => {
    const list = ['https://img1.example.com/', 'https://img2.example.com', 'http://plain.example.com', 'javascript:alert(1)'];
    expect(pickImageCdn(list, () => 0)).toBe('https://img1.example.com');
    expect(pickImageCdn(list, () => 0.99)).toBe('https://img2.example.com');
    expect(pickImageCdn(['http://plain.example.com'])).toBe('');
    expect(pickImageCdn([])).toBe('');
    expect(pickImageCdn(undefined)).toBe('');
    const random = vi.fn(() => 0.5);
    pickImageCdn(list, random);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('serves the site\'s own paths from it, and anything else as it is', () => {
    expect(cdnUrl('/media/game-1.svg', 'https://img.example.com')).toBe('https://img.example.com/media/game-1.svg');
    expect(cdnUrl('https://other.example.com/a.png', 'https://img.example.com')).toBe('https://other.example.com/a.png');
    expect(cdnUrl('//other.example.com/a.png', 'https://img.example.com')).toBe('//other.example.com/a.png');
    expect(cdnUrl('data:image/png;base64,AAAA', 'https://img.example.com')).toBe('data:image/png;base64,AAAA');
    expect(cdnUrl('/media/a.png', '')).toBe('/media/a.png');
  });

  it('keeps one host for the page until the list changes', () => {
    const list = ['https://a.example.com', 'https://b.example.com', 'https://c.example.com'];
    const first = pageImageCdn(list);
    for (let i = 0; i < 20; i++) expect(pageImageCdn([...list])).toBe(first);
    expect(pageImageCdn(['https://d.example.com'])).toBe('https://d.example.com');
  });

});
