import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from '@/config/constants';
import { dispatch, getToastState, reducer, toast, type ToastData } from './use-toast';

function toastData(id: string): ToastData {
  return { id, title: `t${id}`, open: true, onOpenChange: () => undefined };
}

describe('toast reducer', () => {
  it('keeps one notice at a time, the newest', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastData('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: toastData('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates, dismisses (closes) and removes by id', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastData('1') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'baru' } });
    expect(state.toasts[0]?.title).toBe('baru');
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses and removes everything without an id', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastData('1') });
    state = reducer(state, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(reducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a dismissed notice 1,000,000 ms later, not before', () => {
    const { id, dismiss } = toast({ title: 'Analisis Berhasil!' });
    dismiss();
    expect(getToastState().toasts).toHaveLength(1);
    expect(getToastState().toasts[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts.map((t) => t.id)).toEqual([id]);

    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('closing through the notice itself dismisses it', () => {
    toast({ title: 'Input Error' });
    getToastState().toasts[0]?.onOpenChange(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
    dispatch({ type: 'REMOVE_TOAST' });
    expect(getToastState().toasts).toEqual([]);
  });
});
