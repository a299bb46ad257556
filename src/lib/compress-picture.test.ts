// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REWARD_COMPRESS_ABOVE_BYTES, REWARD_COMPRESS_MAX_EDGE_PX } from './constants';
import { fitWithin, shouldCompress } from './compress-picture';

describe('picture compression before upload', () => {
  it('compresses a picture over the byte threshold or the edge limit only', () => {
    expect(shouldCompress(REWARD_COMPRESS_ABOVE_BYTES, 800, 600)).toBe(false);
    expect(shouldCompress(REWARD_COMPRESS_ABOVE_BYTES + 1, 800, 600)).toBe(true);
    expect(shouldCompress(1000, REWARD_COMPRESS_MAX_EDGE_PX + 1, 10)).toBe(true);
    expect(shouldCompress(1000, 10, REWARD_COMPRESS_MAX_EDGE_PX + 1)).toBe(true);
  });

  it('fits the longer edge within the limit, keeping the aspect ratio and never enlarging', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 1920)).toEqual({ width: 1920, height: 1 });
  });
});
