import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONContent } from '@tiptap/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickerContext } from './library-pick-button.tsx';
import type { FilePickerProps } from './library-pick-button.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in for the media library's picker: one button that picks a photo with both alt texts. */
function fakePicker({ open, onPick }: FilePickerProps) {
  if (!open) return null;
  return (
    <button
      type="button"
      onClick={() => onPick([{ url: '/media/7/front.jpg', altZh: '碳纤维前唇', altEn: 'Carbon front lip' }])}
    >
      fake pick
    </button>
  );
}

function renderEditor(props: {
  lang: 'zh' | 'en';
  value?: string;
  doc?: unknown;
  onChange: (html: string, doc: JSONContent | null) => void;
}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'en' }),
      HydrateFallback: () => null,
      Component: () => (
        <FilePickerContext value={fakePicker}>
          <RichTextEditor
            id="body"
            label="Story · English"
            describedBy={undefined}
            invalid={false}
            lang={props.lang}
            value={props.value ?? ''}
            doc={props.doc ?? null}
            onChange={props.onChange}
          />
        </FilePickerContext>
      ),
    },
  ]);
  return render(<Stub />);
}

describe('RichTextEditor', () => {
  it.each([
    ['en', 'Carbon front lip'],
    ['zh', '碳纤维前唇'],
  ] as const)(
    'inserts a library image with its alt text in the field’s language (%s), handing over HTML and document',
    async (lang, alt) => {
      const onChange = vi.fn();
      renderEditor({ lang, onChange });
      await userEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
      await userEvent.click(screen.getByRole('button', { name: 'fake pick' }));
      // The alt text is asked for, starting from the library's in the field's language.
      const altField = await screen.findByLabelText('Alt text');
      expect(altField).toHaveProperty('value', alt);
      expect(onChange).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      const [html, doc] = onChange.mock.lastCall as [string, JSONContent];
      expect(html).toContain(`<img src="/media/7/front.jpg" alt="${alt}">`);
      expect(doc.content).toContainEqual({
        type: 'image',
        attrs: expect.objectContaining({ src: '/media/7/front.jpg', alt }),
      });
    },
  );

  it('asks for the alt text of a picture put in, and changes it later on the selected picture', async () => {
    const onChange = vi.fn();
    renderEditor({ lang: 'en', onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
    await userEvent.click(screen.getByRole('button', { name: 'fake pick' }));
    const altField = await screen.findByLabelText('Alt text');
    await userEvent.clear(altField);
    await userEvent.type(altField, 'Front lip in dry carbon{Enter}');
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain(
        '<img src="/media/7/front.jpg" alt="Front lip in dry carbon">',
      ),
    );
    // The picture put in is selected: its alt text is changed from the toolbar.
    await userEvent.click(screen.getByRole('button', { name: 'Image alt text' }));
    const again = await screen.findByLabelText('Alt text');
    expect(again).toHaveProperty('value', 'Front lip in dry carbon');
    await userEvent.clear(again);
    await userEvent.type(again, 'Dry carbon front lip, side view');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain('alt="Dry carbon front lip, side view"'),
    );
  });

  it('opens the saved document rather than the HTML beside it', async () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ text: 'From the document', type: 'text' }] }],
    };
    renderEditor({ lang: 'en', value: '<p>From the HTML</p>', doc, onChange: vi.fn() });
    const box = await screen.findByRole('textbox', { name: 'Story · English' });
    await waitFor(() => expect(box.textContent).toBe('From the document'));
  });

  it('opens older text from its HTML when it has no document', async () => {
    renderEditor({ lang: 'en', value: '<h2>Older</h2><p>text</p>', onChange: vi.fn() });
    const box = await screen.findByRole('textbox', { name: 'Story · English' });
    await waitFor(() => expect(box.querySelector('h2')?.textContent).toBe('Older'));
  });

  it('puts in a link to a story chosen in the link dialog’s picker, named by its title', async () => {
    const story = {
      type: 'news',
      id: 5,
      title: '赛道日',
      titleEn: 'Track day',
      address: '/news/info/5',
      published: true,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: true, result: { records: [story], more: [] }, message: '' }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const onChange = vi.fn();
    renderEditor({ lang: 'en', onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    expect(dialog.textContent).toContain('Links in rich text open in a new tab.');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a page for Link address' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a page of the site' });
    await userEvent.type(screen.getByRole('combobox'), 'track');
    await userEvent.click(await within(picker).findByRole('option', { name: /Track day/ }));
    expect(screen.getByLabelText('Link address')).toHaveProperty('value', '/news/info/5');
    expect(await within(dialog).findByText('Track day')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toBe(
        '<p><a rel="noopener noreferrer" href="/news/info/5">Track day</a></p>',
      ),
    );
  });

  it('does not put in an address that is none of the site’s pages', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const onChange = vi.fn();
    renderEditor({ lang: 'en', onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    await userEvent.type(await screen.findByLabelText('Link address'), '/newz{Enter}');
    expect(await screen.findByText('This site has no such page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
