import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_WIDGET_APPEAR_DELAY_MS, CONTACT_WIDGET_SCROLL_RETURN_MS, CONTACT_WIDGET_SWIPE_THRESHOLD_PX } from './constants';
import { initialVisibility, isWidgetVisible, swipeDirection, useContactWidgetVisibility, visibilityReducer } from './visibility';

describe('contact widget constants (docs/product.md §9)', () => {
  it('match the spec', () => {
    expect(CONTACT_WIDGET_APPEAR_DELAY_MS).toBe(3000);
    expect(CONTACT_WIDGET_SCROLL_RETURN_MS).toBe(1000);
    expect(CONTACT_WIDGET_SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe('visibilityReducer', () => {
  const appeared = visibilityReducer(initialVisibility, { type: 'appear' });

  it('starts hidden and shows once it has appeared', () => {
    expect(isWidgetVisible(initialVisibility)).toBe(false);
    expect(isWidgetVisible(appeared)).toBe(true);
  });

  it('hides while scrolling and returns when scrolling settles', () => {
    const scrolling = visibilityReducer(appeared, { type: 'scroll' });
    expect(isWidgetVisible(scrolling)).toBe(false);
    expect(isWidgetVisible(visibilityReducer(scrolling, { type: 'scrollSettled' }))).toBe(true);
  });

  it('needs a swipe longer than 50 px', () => {
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(51)).toBe('down');
    expect(swipeDirection(-51)).toBe('up');
  });

  it('hides on a downward swipe and shows again on an upward one', () => {
    const down = visibilityReducer(appeared, { type: 'swipe', deltaY: 80 });
    expect(isWidgetVisible(down)).toBe(false);
    expect(isWidgetVisible(visibilityReducer(down, { type: 'swipe', deltaY: 30 }))).toBe(false);
    expect(isWidgetVisible(visibilityReducer(down, { type: 'swipe', deltaY: -80 }))).toBe(true);
  });
});

describe('useContactWidgetVisibility', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const touch = (type: 'touchstart' | 'touchend', clientY: number) => {
    const event = new Event(type);
    const list = [{ clientY }];
    Object.defineProperty(event, type === 'touchstart' ? 'touches' : 'changedTouches', { value: list });
    act(() => void window.dispatchEvent(event));
  };

  it('appears 3000 ms after mount', () => {
    const { result } = renderHook(() => useContactWidgetVisibility());
    advance(2999);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('hides on scroll and returns 1000 ms after the last scroll event', () => {
    const { result } = renderHook(() => useContactWidgetVisibility());
    advance(3000);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe(false);
    advance(600);
    act(() => void window.dispatchEvent(new Event('scroll')));
    advance(999);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('follows touch swipes past the threshold', () => {
    const { result } = renderHook(() => useContactWidgetVisibility());
    advance(3000);
    touch('touchstart', 100);
    touch('touchend', 151);
    expect(result.current).toBe(false);
    touch('touchstart', 300);
    touch('touchend', 260);
    expect(result.current).toBe(false);
    touch('touchstart', 300);
    touch('touchend', 240);
    expect(result.current).toBe(true);
  });
});
