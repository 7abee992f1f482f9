// Drag to reorder with dnd-kit, by pointer and by keyboard (focus the handle, Space, arrows,
// Space), with what happens announced in the admin's language. One scope per ordered list: the
// table's rows, a brand's slides, a gallery's images.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useAdminText } from '../../../lib/i18n.ts';
import styles from '../content.module.css';

export interface SortableScopeProps {
  ids: readonly string[];
  /** The visible name of an item, for the announcements. */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function SortableScope({ ids, nameOf, onMove, children }: SortableScopeProps) {
  const t = useAdminText().content.reorder;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.hint },
        announcements: {
          onDragStart: ({ active }) => t.pickedUp(nameOf(String(active.id)), position(active.id)),
          onDragOver: ({ active, over }) =>
            over ? t.movedTo(nameOf(String(active.id)), position(over.id)) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t.dropped(nameOf(String(active.id)), position(over.id)) : undefined,
          onDragCancel: ({ active }) => t.cancelled(nameOf(String(active.id))),
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItem {
  /** Attaches the moving element (the row or card). */
  attach: (node: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  /** Attaches the handle that starts a drag. */
  attachHandle: (node: HTMLElement | null) => void;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

export function useSortableItem(id: string, disabled = false): SortableItem {
  const sortable = useSortable({ id, disabled });
  return {
    attach: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
      position: 'relative',
      zIndex: sortable.isDragging ? 2 : undefined,
    },
    dragging: sortable.isDragging,
    attachHandle: sortable.setActivatorNodeRef,
    handleProps: { ...sortable.attributes, ...sortable.listeners },
  };
}

export function DragHandle({
  attach,
  handleProps,
  label,
}: Pick<SortableItem, 'handleProps'> & { attach: SortableItem['attachHandle']; label: string }) {
  return (
    <button type="button" className={styles.handle} aria-label={label} {...handleProps} ref={attach}>
      <svg viewBox="0 0 12 18" width="12" height="18" aria-hidden="true">
        {[3, 9, 15].map((y) => (
          <g key={y}>
            <circle cx="3" cy={y} r="1.5" />
            <circle cx="9" cy={y} r="1.5" />
          </g>
        ))}
      </svg>
    </button>
  );
}

/** The list with one item moved, as the server and the form want it. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
