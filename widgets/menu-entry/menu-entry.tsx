import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTap, WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import { MemberIcon } from '../shared/member-icon';
import { languageByCode } from '../../src/lib/languages';
import { unreadLabel } from '../../src/lib/member';
import type { MenuEntryProps } from './schema';
import { languageLabel } from '../../src/lib/language-labels';

/** An operator's link (§3 download links, then channels), from the site.resource source; null when none is configured. */
export interface MenuResource {
  resourceType: string;
  url: string;
  /** When the link is staffed (customer service), shown beside the label. */
  hours?: string;
  /** Unread messages behind the link as its provider counts them (the chat's); absent when it gave none. */
  unread?: number;
}

/** Unread counts from the member.unread source; null for visitors and trial players (§6: never fetched for them). */
export interface MenuUnread {
  inbox: number;
  announcements: number;
}

export type MenuEntryData = MenuResource | MenuUnread | null;

function isResource(d: MenuEntryData | undefined): d is MenuResource {
  return !!d && typeof (d as MenuResource).url === 'string';
}

/** §9: the badge of an entry — "99+" above 99, nothing for zero, and never for visitors or trial players (§6). */
export function entryBadge(badge: MenuEntryProps['badge'], data: MenuEntryData | undefined, role: string): string {
  if (role === 'visitor' || role === 'trial' || !data) return '';
  // A link's own count (the chat provider's), when its provider gave one.
  if (isResource(data)) return typeof data.unread === 'number' ? unreadLabel(data.unread) : '';
  if (!badge) return '';
  return unreadLabel(data[badge]);
}

/** The tap an entry hands the runtime, with only the keys that are set. */
export function entryTap(props: MenuEntryProps, resource: MenuResource | null): MenuTap {
  const tap: MenuTap = {};
  if (props.action) tap.action = props.action;
  else if (props.to) tap.to = props.to;
  else if (resource) tap.url = resource.url;
  if (props.realOnly) tap.realOnly = true;
  if (props.gate) tap.gate = { flag: props.gate.flag, message: props.gate.message };
  return tap;
}

/**
 * §2 menu entry (side menu, member sheet, menu page, member home): a route, an app action or an
 * operator link. A link entry shows only once its resource is known, and not at all without one.
 */
/** An entry's box, which its placeholder takes too while its link loads. */
const ENTRY_SIZE = { tile: 'h-full min-h-[72px] rounded-xl', row: 'h-12 rounded-xl' } as const;

export default function MenuEntry({ props, data, loading, onAction, ctx }: WidgetProps<MenuEntryProps, MenuEntryData>) {
  const { t } = useTranslation();
  const variant = props.variant ?? 'row';
  const resource = isResource(data) ? data : null;
  const linkEntry = !props.to && !props.action && !props.badge && !props.soon;
  // Bound to site.resource: nothing when the operator has no such link. While it loads, an empty
  // entry of the entry's size holds its place, so the entries below do not move when it shows.
  if (linkEntry && loading) {
    return <div aria-hidden="true" data-variant={variant} data-testid="entry-placeholder" className={`${ENTRY_SIZE[variant]} bg-surface-2/30`} />;
  }
  if (linkEntry && data === null) return null;
  const inert = props.soon || (linkEntry && !resource);
  const count = entryBadge(props.badge, data, ctx.role);
  const danger = props.action === 'logout';
  const label = t(props.label);
  const current = props.action === 'language' ? languageByCode(ctx.language) : undefined;
  const currentLabel = current && languageLabel(current.code);

  const run = (e: MouseEvent) => {
    e.preventDefault();
    if (inert) return;
    onAction({ type: 'menu', ...entryTap(props, resource) });
  };

  const badge = count ? (
    <span
      className={`min-w-5 h-5 px-1.5 grid place-items-center rounded-full bg-danger text-white text-[11px] font-bold tabular-nums ${variant === 'tile' ? 'absolute -top-1 -end-1.5 ring-2 ring-surface' : ''}`}
      data-testid={`badge-${props.badge ?? resource?.resourceType.toLowerCase() ?? ''}`}
      aria-label={t('member.unreadCount', { n: count })}
    >
      {count}
    </span>
  ) : null;
  const soon = props.soon ? (
    <span className={`rounded-full bg-accent/20 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-accent ${variant === 'tile' ? 'absolute -top-1.5 -end-2' : ''}`}>{t('shell.soon')}</span>
  ) : null;

  const common = {
    onClick: run,
    'data-entry': props.action ?? props.to ?? resource?.resourceType ?? '',
    'data-variant': variant,
    'aria-disabled': inert || undefined,
  };

  const body =
    variant === 'tile' ? (
      <>
        <span className="relative grid place-items-center size-9 rounded-full bg-brand/15 text-brand">
          <MemberIcon name={props.icon} className="size-[18px]" />
          {badge}
          {soon}
        </span>
        <span className="max-w-full px-1 text-center leading-tight line-clamp-2">{label}</span>
      </>
    ) : (
      <>
        <MemberIcon name={props.icon} className={`size-5 shrink-0 ${danger ? '' : inert ? 'text-muted' : 'text-brand/90'}`} />
        <span className="flex-1 truncate">{label}</span>
        {resource?.hours && <span className="text-muted text-xs truncate max-w-[40%]" data-testid="entry-hours">{resource.hours}</span>}
        {currentLabel && (
          <span className="text-muted text-xs truncate max-w-[40%]">
            <span aria-hidden="true">{currentLabel.flag}</span> {currentLabel.name}
          </span>
        )}
        {badge}
        {soon}
        {!danger && !inert && <Icon name="chevron-right" className="size-4 shrink-0 text-muted rtl:rotate-180" />}
      </>
    );

  const look =
    variant === 'tile'
      ? `flex ${ENTRY_SIZE.tile} w-full flex-col items-center justify-start gap-1.5 bg-surface-2/60 px-0.5 pt-2.5 pb-2 text-[11px] ${inert ? 'text-muted' : 'text-ink active:bg-surface-2'}`
      : `flex ${ENTRY_SIZE.row} w-full items-center gap-3 bg-surface-2/50 px-3.5 text-sm text-start ${danger ? 'text-danger' : inert ? 'text-muted' : 'text-ink'} ${inert ? '' : 'hover:bg-surface-2 active:bg-surface-2'}`;

  // A route is a link (long-press, open in a new tab); actions and operator links are buttons.
  if (props.to && !inert) {
    return (
      <a href={props.to} className={look} {...common}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={look} aria-haspopup={props.action && props.action !== 'freePlay' ? 'dialog' : undefined} {...common}>
      {body}
    </button>
  );
}
