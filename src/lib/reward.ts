/**
 * §4/§5 reward application rules, shared by the form (src/app/screens/apply-reward-screen.tsx)
 * and the server (server/routes/rewards.ts), so both refuse and allow exactly the same things.
 */
import { REWARD_PICTURE_EXTENSIONS, REWARD_PICTURE_MAX_BYTES, REWARD_PICTURE_TYPES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX } from './constants';

export type YesNo = 'Y' | 'N';

/**
 * §4 Submit rule table: both flags Y needs remarks and at least one picture; image Y only
 * needs a picture; remark Y only needs remarks; both N is always allowed. Blank remarks
 * (spaces only) do not count.
 */
export function rewardNeedsMet(imageRequired: YesNo, remarkRequired: YesNo, remarks: string, pictures: number): boolean {
  if (imageRequired === 'Y' && pictures < 1) return false;
  if (remarkRequired === 'Y' && !remarks.trim()) return false;
  return true;
}

/** §5 remarks length in characters (code points, so an emoji counts once). */
export function remarksLength(remarks: string): number {
  return [...remarks].length;
}

export function remarksTooLong(remarks: string): boolean {
  return remarksLength(remarks) > REWARD_REMARKS_MAX;
}

/** The errorCode a picture the player picks is refused with, or null when it may be added. */
export type PictureRefusal = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

/**
 * §5 checks of one picked file, in the order the player meets them: the count first (a fourth
 * picture is refused whatever it is), then the type (jpeg, jpg, png by MIME type, or by name
 * when the browser gives none), then the size (5,242,880 bytes).
 */
export function pictureRefusal(file: { name: string; type: string; size: number }, alreadyChosen: number): PictureRefusal | null {
  if (alreadyChosen >= REWARD_PICTURES_MAX) return 'activity_apply_remark_limit4';
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const extOk = (REWARD_PICTURE_EXTENSIONS as readonly string[]).includes(ext);
  const type = file.type.toLowerCase();
  const typeOk = (REWARD_PICTURE_TYPES as readonly string[]).includes(type) || type === 'image/jpg';
  if (file.type ? !typeOk : !extOk) return 'activity_image_type';
  if (file.size > REWARD_PICTURE_MAX_BYTES) return 'activity_apply_remark_limit3';
  return null;
}
