/**
 * Names of the member-area icons beyond the widgets' base set (icon-names.ts), kept apart from
 * their drawings so a schema can offer them as an enum without pulling the paths into the
 * first-load bundle.
 */
import { ICON_NAMES } from './icon-names';

const MEMBER_ICON_NAMES = [
  'wallet',
  'deposit',
  'withdraw',
  'receipt',
  'record',
  'mail',
  'crown',
  'percent',
  'shop',
  'share',
  'cog',
  'lock',
  'help',
  'send',
  'facebook',
  'headset',
  'chat',
  'eye',
  'eye-off',
  'chart',
  'briefcase',
  'copy',
  'check',
  'shield',
  'bell',
  'login',
  'play',
  'contract',
] as const;

/** Every icon a menu entry can show: the base set and the member-area set. */
export const MENU_ICON_NAMES = [...ICON_NAMES, ...MEMBER_ICON_NAMES] as const;

export type MemberIconName = (typeof MENU_ICON_NAMES)[number];
