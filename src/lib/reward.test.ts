// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REWARD_PICTURE_MAX_BYTES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX } from './constants';
import { pictureRefusal, remarksTooLong, rewardNeedsMet } from './reward';

describe('rewardNeedsMet (§4 Submit rule table)', () => {
  // [image flag, remark flag, remarks, pictures, enabled]
  const TABLE: ['Y' | 'N', 'Y' | 'N', string, number, boolean][] = [
    ['Y', 'Y', '', 0, false],
    ['Y', 'Y', 'my id 42', 0, false],
    ['Y', 'Y', '', 1, false],
    ['Y', 'Y', '   ', 2, false],
    ['Y', 'Y', 'my id 42', 1, true],
    ['Y', 'N', '', 0, false],
    ['Y', 'N', 'remarks do not replace a picture', 0, false],
    ['Y', 'N', '', 1, true],
    ['N', 'Y', '', 0, false],
    ['N', 'Y', '  ', 3, false],
    ['N', 'Y', 'x', 0, true],
    ['N', 'N', '', 0, true],
    ['N', 'N', 'extra', 2, true],
  ];
  it.each(TABLE)('image %s, remark %s, remarks %j, %i pictures → %s', (image, remark, remarks, pictures, enabled) => {
    expect(rewardNeedsMet(image, remark, remarks, pictures)).toBe(enabled);
  });
});

describe('reward form limits (§5)', () => {
  it('remarks are at most 140 characters, an emoji counting once', () => {
    expect(REWARD_REMARKS_MAX).toBe(140);
    expect(remarksTooLong('x'.repeat(140))).toBe(false);
    expect(remarksTooLong('x'.repeat(141))).toBe(true);
    expect(remarksTooLong('😀'.repeat(140))).toBe(false);
  });

  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes jpeg, jpg and png only', () => {
    expect(pictureRefusal(file('a.jpg', 'image/jpeg'), 0)).toBeNull();
    expect(pictureRefusal(file('a.jpeg', 'image/jpeg'), 0)).toBeNull();
    expect(pictureRefusal(file('a.png', 'image/png'), 0)).toBeNull();
    expect(pictureRefusal(file('A.JPG', ''), 0)).toBeNull();
    expect(pictureRefusal(file('a.gif', 'image/gif'), 0)).toBe('activity_image_type');
    expect(pictureRefusal(file('a.webp', 'image/webp'), 0)).toBe('activity_image_type');
    expect(pictureRefusal(file('a.pdf', 'application/pdf'), 0)).toBe('activity_image_type');
    expect(pictureRefusal(file('noextension', ''), 0)).toBe('activity_image_type');
    // A renamed file is judged by its declared type first.
    expect(pictureRefusal(file('a.png', 'image/gif'), 0)).toBe('activity_image_type');
  });

  it('takes each picture up to 5,242,880 bytes', () => {
    expect(REWARD_PICTURE_MAX_BYTES).toBe(5_242_880);
    expect(pictureRefusal(file('a.png', 'image/png', REWARD_PICTURE_MAX_BYTES), 0)).toBeNull();
    expect(pictureRefusal(file('a.png', 'image/png', REWARD_PICTURE_MAX_BYTES + 1), 0)).toBe('activity_apply_remark_limit3');
  });

  it('takes at most 3 pictures, refusing a fourth whatever it is', () => {
    expect(REWARD_PICTURES_MAX).toBe(3);
    expect(pictureRefusal(file('a.png', 'image/png'), 2)).toBeNull();
    expect(pictureRefusal(file('a.png', 'image/png'), 3)).toBe('activity_apply_remark_limit4');
    expect(pictureRefusal(file('a.gif', 'image/gif', 10 ** 8), 3)).toBe('activity_apply_remark_limit4');
  });
});
