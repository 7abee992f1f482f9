import { SUBMENU_CLOSE_DELAY_MS } from '@refit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmenuController, HOVER_CLICK_GUARD_MS, HOVER_GRACE_MS } from './submenu-controller.ts';

describe('createSubmenuController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one submenu at a time and toggles it', () => {
    const changes: (number | null)[] = [];
    const menu = createSubmenuController((id) => changes.push(id));
    menu.open(2);
    menu.open(3);
    menu.toggle(3);
    menu.toggle(4);
    expect(changes).toEqual([2, 3, null, 4]);
    expect(menu.openId).toBe(4);
  });

  it('keeps a submenu the pointer just opened when its toggle is clicked, then toggles', () => {
    const menu = createSubmenuController(() => {});
    menu.hover(2);
    vi.advanceTimersByTime(HOVER_CLICK_GUARD_MS - 100);
    menu.toggle(2);
    expect(menu.openId).toBe(2);
    vi.advanceTimersByTime(200);
    menu.toggle(2);
    expect(menu.openId).toBeNull();
    // Hovering an entry that is already open does not restart the guard.
    menu.open(3);
    menu.hover(3);
    menu.toggle(3);
    expect(menu.openId).toBeNull();
  });

  it('closes 300 ms after a subitem is chosen, not before', () => {
    const onChange = vi.fn();
    const menu = createSubmenuController(onChange);
    menu.open(2);
    menu.chosen();
    vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1);
    expect(menu.openId).toBe(2);
    vi.advanceTimersByTime(1);
    expect(menu.openId).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('closes after a choice even while the pointer is still over it, and can be opened again', () => {
    const menu = createSubmenuController(() => {});
    menu.hover(2);
    menu.chosen();
    // The page changes under the pointer: the browser reports it entering and leaving again.
    vi.advanceTimersByTime(100);
    menu.hover(2);
    menu.leave(2);
    menu.hover(2);
    vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 100);
    expect(menu.openId).toBeNull();
    // Once closed, hovering opens it as usual.
    menu.hover(2);
    expect(menu.openId).toBe(2);
  });

  it('lets a click reopen a submenu that is closing after a choice', () => {
    const menu = createSubmenuController(() => {});
    menu.open(2);
    menu.chosen();
    menu.close();
    menu.open(2);
    vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS * 2);
    expect(menu.openId).toBe(2);
  });

  it('keeps a submenu the pointer came back to within the grace time', () => {
    const menu = createSubmenuController(() => {});
    menu.open(2);
    menu.leave(2);
    vi.advanceTimersByTime(HOVER_GRACE_MS - 10);
    menu.open(2);
    vi.advanceTimersByTime(1000);
    expect(menu.openId).toBe(2);
  });

  it('closes after the grace time once the pointer has left', () => {
    const menu = createSubmenuController(() => {});
    menu.open(2);
    menu.leave(2);
    vi.advanceTimersByTime(HOVER_GRACE_MS);
    expect(menu.openId).toBeNull();
  });

  it('does not let a pending close shut a submenu opened since', () => {
    const menu = createSubmenuController(() => {});
    menu.open(2);
    menu.chosen();
    menu.open(3);
    vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS * 2);
    expect(menu.openId).toBe(3);
  });

  it('ignores leaving an entry that is not open, and disposes its timer', () => {
    const onChange = vi.fn();
    const menu = createSubmenuController(onChange);
    menu.leave(5);
    menu.open(2);
    menu.chosen();
    menu.dispose();
    vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS);
    expect(menu.openId).toBe(2);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
