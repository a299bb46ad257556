import { Icon, type IconName } from './icon';

/** §2 section title with an optional 'more' link. */
export function SectionTitle({ title, icon, more }: { title: string; icon?: IconName; more?: { label: string; onClick: () => void } }) {
  return (
    <div className="flex items-center justify-between mb-2 min-h-7">
      <h2 className="flex items-center gap-1.5 text-[15px] font-bold tracking-wide text-ink">
        {icon && <Icon name={icon} className="size-4 text-brand" />}
        {title}
      </h2>
      {more && (
        <button type="button" onClick={more.onClick} className="text-xs text-muted flex items-center gap-0.5 px-2 py-1 -mr-2">
          {more.label}
          <Icon name="chevron-right" className="size-3.5 rtl:rotate-180" />
        </button>
      )}
    </div>
  );
}
