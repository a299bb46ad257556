import { afterEach, describe, expect, it } from 'vitest';
import { guessContentWidth } from './constants';

const setViewport = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('guessContentWidth', () => {
  afterEach(() => window.dispatchEvent(new Event('resize')));

  it('is the viewport width up to the content column, and follows a resize', () => {
    window.dispatchEvent(new Event('resize'));
    setViewport(360);
    expect(guessContentWidth()).toBe(360);
    setViewport(1024);
    window.dispatchEvent(new Event('resize'));
    expect(guessContentWidth()).toBe(480);
    setViewport(412);
    window.dispatchEvent(new Event('resize'));
    expect(guessContentWidth()).toBe(412);
  });

  it('does not ask the page for its width again between resizes (that lays the page out)', () => {
    window.dispatchEvent(new Event('resize'));
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => (reads++, 390) });
    for (let i = 0; i < 5; i++) guessContentWidth();
    expect(reads).toBe(1);
  });
});
