/** The draft's blocks, in order: drag to reorder (@dnd-kit, mouse, touch and keyboard), hide, duplicate, remove. */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getWidget } from '../../../widgets/registry';
import type { Block } from '../../../schemas/layout.schema';
import { duplicateBlock, moveBlock, removeBlock, select, updateBlock, useEditor } from './store';

function issuesOf(blockId: string, report: ReturnType<typeof useEditor>['report']) {
  if (!report) return [];
  return [
    ...report.errors.blocks.filter((i) => i.blockId === blockId).map((i) => `${i.code}: ${i.detail}`),
    ...report.rules.filter((r) => r.blockId === blockId).map((r) => r.message),
  ];
}

function Row({ block, index, canEdit }: { block: Block; index: number; canEdit: boolean }) {
  const { selected, report } = useEditor();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: block.id, disabled: !canEdit });
  const def = getWidget(block.widget);
  const issues = issuesOf(block.id, report);
  const isSel = selected === block.id;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 10 : undefined }}
      data-testid="block-row"
      data-block-id={block.id}
      className={`card flex items-start gap-2 px-2 py-1.5 ${isSel ? 'ring-2 ring-brand' : ''} ${isDragging ? 'shadow-lg' : ''} ${block.hidden ? 'opacity-60' : ''}`}
    >
      <button
        type="button"
        className="mt-0.5 cursor-grab touch-none px-1 text-muted disabled:opacity-30"
        aria-label={`Drag ${block.id} (position ${index + 1})`}
        data-testid="drag-handle"
        disabled={!canEdit}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button type="button" className="min-w-0 flex-1 text-left" onClick={() => select(block.id)}>
        <div className="flex items-center gap-1.5">
          <span className="truncate font-semibold">{def?.title ?? block.widget}</span>
          {block.hidden && <span className="chip">hidden</span>}
          {block.when && Object.keys(block.when).length > 0 && <span className="chip" title={JSON.stringify(block.when)}>when</span>}
        </div>
        <div className="truncate text-xs text-muted">
          #{block.id}
          {block.source ? ` · ${block.source.name}` : ''}
        </div>
        {issues.map((m) => (
          <div key={m} className="mt-0.5 text-xs text-danger" data-testid="block-issue">
            {m}
          </div>
        ))}
      </button>
      {canEdit && (
        <div className="flex shrink-0 gap-1">
          <button type="button" className="btn btn-sm" title={block.hidden ? 'Show' : 'Hide without deleting'} onClick={() => updateBlock(block.id, (b) => (b.hidden ? delete b.hidden : (b.hidden = true)))}>
            {block.hidden ? 'Show' : 'Hide'}
          </button>
          <button type="button" className="btn btn-sm" title="Duplicate" aria-label={`Duplicate ${block.id}`} onClick={() => duplicateBlock(block.id)}>
            Copy
          </button>
          <button type="button" className="btn btn-sm btn-danger" title="Remove" aria-label={`Remove ${block.id}`} onClick={() => removeBlock(block.id)}>
            ✕
          </button>
        </div>
      )}
    </li>
  );
}

export function BlockList({ canEdit }: { canEdit: boolean }) {
  const { layout } = useEditor();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = layout.blocks.findIndex((b) => b.id === active.id);
    const to = layout.blocks.findIndex((b) => b.id === over.id);
    if (from >= 0 && to >= 0) moveBlock(from, to);
  };
  if (!layout.blocks.length) {
    return <p className="card p-4 text-center text-sm text-muted">No blocks yet. Add one from the palette.</p>;
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={layout.blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-1.5" data-testid="block-list">
          {layout.blocks.map((b, i) => (
            <Row key={b.id} block={b as Block} index={i} canEdit={canEdit} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
