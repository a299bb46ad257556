/**
 * Rich text for operator HTML (announcements, promotions, help): TipTap's
 * starter kit with a small toolbar. What it emits is still sanitised by the
 * server on save and by DOMPurify when players' browsers render it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

const TOOLS = [
  { label: 'B', title: 'Bold', run: (e: NonNullable<ReturnType<typeof useEditor>>) => e.chain().focus().toggleBold().run(), active: 'bold' },
  { label: 'I', title: 'Italic', run: (e: NonNullable<ReturnType<typeof useEditor>>) => e.chain().focus().toggleItalic().run(), active: 'italic' },
  { label: 'H3', title: 'Heading', run: (e: NonNullable<ReturnType<typeof useEditor>>) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: 'heading' },
  { label: '• List', title: 'Bulleted list', run: (e: NonNullable<ReturnType<typeof useEditor>>) => e.chain().focus().toggleBulletList().run(), active: 'bulletList' },
  { label: '1. List', title: 'Numbered list', run: (e: NonNullable<ReturnType<typeof useEditor>>) => e.chain().focus().toggleOrderedList().run(), active: 'orderedList' },
] as const;

export function RichTextWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: typeof value === 'string' ? value : '',
    editable: !disabled && !readonly,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // Keep the editor in step when the form is reset to another item.
  useEffect(() => {
    if (editor && typeof value === 'string' && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="rounded-md border border-slate-300 bg-white" data-testid="rich-text" id={id}>
      <div className="flex gap-1 border-b border-line p-1">
        {TOOLS.map((t) => (
          <button key={t.label} type="button" title={t.title} className={`btn btn-sm ${editor.isActive(t.active) ? '!bg-slate-200' : ''}`} onClick={() => t.run(editor)} disabled={disabled || readonly}>
            {t.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="prose-sm max-h-80 min-h-24 overflow-auto px-2 py-1 [&_.ProseMirror]:min-h-20 [&_.ProseMirror]:outline-none" />
    </div>
  );
}
