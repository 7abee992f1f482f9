// Rich text (news stories, descriptions) with TipTap's MIT core, held to what the site's
// allow-list keeps: headings, paragraphs, bold and italic, lists, links, quotes and images from
// the media library, each with its alternative text asked for when it is put in and changeable
// later (select the picture, then the toolbar's alt-text button); links chosen among the site's
// pages or typed, in the link field every link of the content uses. It hands over its JSON document with the HTML; the server keeps the document
// and renders the HTML from it (older texts without one open from their HTML). (Not loaded lazily:
// a dynamic import would move the bundler's preload helper out of a public chunk into one of its own.)
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor, JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { STATIC_PREFIX } from '@refit/contract/image-variants';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useAdminText } from '../../../lib/i18n.ts';
import { ImageAltDialog } from './image-alt-dialog.tsx';
import { RichTextLinkDialog } from './rich-text-link-dialog.tsx';
import type { RichLink } from './rich-text-link-dialog.tsx';
import { useImagePicker } from './library-pick-button.tsx';
import type { PickedFile } from './library-pick-button.tsx';
import styles from './rich-text.module.css';
import { ImageIcon, LinkIcon } from './toolbar-icons.tsx';

export interface RichTextEditorProps {
  id: string;
  /** The field's label: the editable area is no form control, so it carries the name itself. */
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The field's language: an image taken from the library gets its alt text in it. */
  lang: 'zh' | 'en';
  value: string;
  /** The editor's document when the text was saved with one; null opens the HTML. */
  doc: unknown;
  onChange: (html: string, doc: JSONContent | null) => void;
}

/** Whether two JSON values hold the same, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const isDoc = (doc: unknown): doc is JSONContent =>
  doc !== null && typeof doc === 'object' && (doc as { type?: unknown }).type === 'doc';

/** What TipTap writes for an empty document: stored as an empty text. */
const EMPTY = '<p></p>';

export function RichTextEditor({
  id,
  label,
  describedBy,
  invalid,
  lang,
  value,
  doc,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    // TipTap would add a <style> element, which the site's Content Security Policy refuses; the
    // few rules it holds are in rich-text.module.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: isDoc(doc) ? doc : value,
    editorProps: {
      attributes: {
        id,
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // A click on a picture selects the picture (not a caret beside it), so that its alt text
      // can be changed from the toolbar.
      handleClickOn: (view, _pos, node, nodePos) => {
        if (node.type.name !== 'image') return false;
        view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, nodePos)));
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      if (html === EMPTY) onChange('', null);
      else onChange(html, current.getJSON());
    },
  });

  // A value from outside (a reload, a restored version) replaces the text being edited; the
  // server's copy of what was just saved is the same document and leaves it alone.
  useEffect(() => {
    if (!editor) return;
    if (isDoc(doc)) {
      if (!sameJson(doc, editor.getJSON())) editor.commands.setContent(doc, { emitUpdate: false });
      return;
    }
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value, doc]);

  return (
    <div className={`${styles.frame} ${invalid ? styles.invalid : ''}`}>
      {editor ? <Toolbar editor={editor} lang={lang} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The `src` of a picked file in HTML: an address from the site's root. Image fields hold the site's
 * own files by their path under the static folder, which a page's HTML would read as relative.
 */
function inlineSrc(url: string): string {
  return /^(\/|https?:\/\/)/i.test(url) ? url : `${STATIC_PREFIX}${url}`;
}

/** The alt-text dialog's errand: a picture about to be put in, or the selected one to change. */
type AltErrand = { kind: 'insert'; src: string; alt: string } | { kind: 'edit'; alt: string };

function Toolbar({ editor, lang, label }: { editor: Editor; lang: 'zh' | 'en'; label: string }) {
  const t = useAdminText().content.rich;
  const [altErrand, setAltErrand] = useState<AltErrand | null>(null);
  /** The link dialog's starting address while it is open (empty for a new link). */
  const [linkErrand, setLinkErrand] = useState<string | null>(null);
  const picker = useImagePicker({
    onPick: ([file]: PickedFile[]) => {
      if (!file) return;
      // Starts from the library's alt text in the field's language, or the other one rather than none.
      const alt = lang === 'en' ? file.altEn || file.altZh : file.altZh || file.altEn;
      setAltErrand({ kind: 'insert', src: inlineSrc(file.url), alt });
    },
  });
  const saveAlt = (alt: string) => {
    const errand = altErrand;
    setAltErrand(null);
    if (!errand) return;
    if (errand.kind === 'insert') editor.chain().focus().setImage({ src: errand.src, alt }).run();
    else editor.chain().focus().updateAttributes('image', { alt }).run();
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      paragraph: current.isActive('paragraph'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const applyLink = ({ href, text }: RichLink) => {
    setLinkErrand(null);
    // Nothing selected and no link to change: the link comes with words of its own.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const removeLink = () => {
    setLinkErrand(null);
    chain().extendMarkRange('link').unsetLink().run();
  };
  const buttons: { label: string; text: ReactNode; active?: boolean; disabled?: boolean; run: () => void }[] =
    [
      { label: t.paragraph, text: '¶', active: state.paragraph, run: () => chain().setParagraph().run() },
      {
        label: t.heading2,
        text: 'H2',
        active: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: t.heading3,
        text: 'H3',
        active: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      { label: t.bold, text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
      { label: t.italic, text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
      {
        label: t.bulletList,
        text: '•',
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: t.orderedList,
        text: '1.',
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      { label: t.quote, text: '❝', active: state.quote, run: () => chain().toggleBlockquote().run() },
      {
        label: t.link,
        text: <LinkIcon />,
        active: state.link,
        run: () => setLinkErrand(String(editor.getAttributes('link').href ?? '')),
      },
      { label: t.undo, text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: t.redo, text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
    ];
  if (picker.available)
    buttons.splice(buttons.length - 2, 0, { label: t.image, text: <ImageIcon />, run: picker.open });
  // Any picture of the text, from the library or not, has its alt text changed here once selected.
  buttons.splice(buttons.length - 2, 0, {
    label: t.imageAlt,
    text: 'Alt',
    disabled: !state.image,
    run: () => setAltErrand({ kind: 'edit', alt: String(editor.getAttributes('image').alt ?? '') }),
  });
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={`${t.toolbar}: ${label}`}>
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={styles.tool}
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            disabled={button.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
            {/* The tool's name for screen readers; the glyph beside it is what the eye reads. */}
            <span className="visually-hidden">{button.label}</span>
          </button>
        ))}
      </div>
      {/* Beside the toolbar, not in it: the dialogs are no tools. */}
      {picker.element}
      <RichTextLinkDialog
        open={linkErrand !== null}
        initial={linkErrand ?? ''}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={() => setLinkErrand(null)}
      />
      <ImageAltDialog
        open={altErrand !== null}
        initial={altErrand?.alt ?? ''}
        onSave={saveAlt}
        onClose={() => setAltErrand(null)}
      />
    </>
  );
}
