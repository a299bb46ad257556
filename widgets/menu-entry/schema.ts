import type { FromSchema } from 'json-schema-to-ts';
import { MENU_ACTIONS } from '../define-widget';
import { MENU_ICON_NAMES } from '../shared/member-icon-names';
import { ROUTE_PATTERN } from '../shared/nav';

/** Unread counts a menu entry can carry (§9: 99+ above 99), from the member.unread source. */
const MENU_BADGES = ['inbox', 'announcements'] as const;

export const menuEntrySchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Does one thing: opens `to`, runs `action`, or (with neither) opens the link its site.resource source answers.',
  properties: {
    label: { type: 'string', default: 'routes.home', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
    icon: { type: 'string', default: 'home', enum: MENU_ICON_NAMES },
    variant: { type: 'string', enum: ['row', 'tile'], default: 'row', description: 'row: a line of the list; tile: a square of the quick-action grid.' },
    // No default `to` or `action`: defaults are merged under a block's props, and an entry does only one thing.
    to: { type: 'string', pattern: ROUTE_PATTERN, description: 'Route it opens (/m/…).' },
    action: {
      type: 'string',
      enum: MENU_ACTIONS,
      description: 'An action of the app: sign out (with confirmation), free play, invite friends, language list, community pop-up, download pop-up.',
    },
    realOnly: { type: 'boolean', default: false, description: '§6: trial players get "Please log in to a real account to use this function" instead.' },
    gate: {
      type: 'object',
      required: ['flag', 'message'],
      additionalProperties: false,
      description: 'Shown whatever the flag, but while it is off a tap shows the message instead (§8 reward centre: REWCEN3).',
      properties: {
        flag: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
        message: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.]{0,79}$', description: 'Translation key of the message.' },
      },
    },
    badge: { type: 'string', enum: MENU_BADGES, description: 'Unread count it carries; bind the member.unread source.' },
    soon: { type: 'boolean', default: false, description: 'Marked "soon"; a tap does nothing.' },
  },
  not: { required: ['to', 'action'] },
} as const;

export type MenuEntryProps = FromSchema<typeof menuEntrySchema>;
