import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { preferencesStore } from '../state/preferences';
import { showToast, toastStore, TOAST_DURATION_MS, TOAST_LIMIT } from '../state/toasts';
import { ErrorBoundary } from './ErrorBoundary';
import { MenuButton, SUBMENU_OPEN_DELAY_MS, TYPEAHEAD_RESET_MS, typeaheadMatch } from './Menu';
import { Toaster } from './Toaster';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, tooltipDelay } from './Tooltip';

beforeEach(() => {
  preferencesStore.set({ language: 'ar', direction: 'rtl' });
  toastStore.set({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toasts (SPEC.md §9)', () => {
  it('shows at most 3, each for 4000 ms', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    void act(() => {
      for (const key of ['addedToCart', 'quantityUpdated', 'removedFromCart', 'cartCleared']) showToast({ messageKey: key });
    });
    expect(TOAST_LIMIT).toBe(3);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByText('تمت إضافة المنتج إلى السلة')).toBeNull(); // the oldest made room
    expect(screen.getByText('تم إفراغ السلة')).toBeTruthy();
    expect(TOAST_DURATION_MS).toBe(4000);
    void act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    void act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('translates a key when shown, so it follows the language', () => {
    render(<Toaster />);
    void act(() => {
      showToast({ messageKey: 'addedToCart' });
    });
    expect(screen.getByText('تمت إضافة المنتج إلى السلة')).toBeTruthy();
  });
});

describe('error boundary (SPEC.md §8)', () => {
  it('shows the Arabic render-failure message and retries', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>ok</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('حدث خطأ أثناء تحميل الصفحة، يرجى تحديث الصفحة أو المحاولة لاحقاً');
    fail = false;
    fireEvent.click(screen.getByText('حاول مرة أخرى'));
    expect(screen.getByText('ok')).toBeTruthy();
    error.mockRestore();
  });
});

describe('menu button (keyboard, type-ahead, submenu)', () => {
  function Harness() {
    const [picked, setPicked] = useState('');
    return (
      <>
        <MenuButton
          label="صفحات أخرى"
          items={[
            { id: 'b', label: 'فروعنا', onSelect: () => setPicked('branches') },
            { id: 't', label: 'الشروط والأحكام', onSelect: () => setPicked('terms') },
            { id: 'p', label: 'سياسة الخصوصية', onSelect: () => setPicked('privacy') },
            { id: 'r', label: 'سياسة الاسترجاع', onSelect: () => setPicked('returns') },
            { id: 'theme', label: 'المظهر', submenu: [{ id: 'dark', label: 'داكن', onSelect: () => setPicked('dark') }] },
          ]}
        >
          menu
        </MenuButton>
        <output>{picked}</output>
      </>
    );
  }

  it('opens on ArrowDown with the first item focused, moves with arrows, Home/End, closes on Escape', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'صفحات أخرى' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[4]);
    fireEvent.keyDown(items[4], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('jumps by typed letters and forgets them after 1 s', () => {
    jest.useFakeTimers();
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'صفحات أخرى' }), { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    fireEvent.keyDown(items[0], { key: 'س' });
    expect(document.activeElement).toBe(items[2]); // سياسة الخصوصية
    fireEvent.keyDown(items[2], { key: 'ي' });
    fireEvent.keyDown(items[2], { key: 'ا' });
    fireEvent.keyDown(items[2], { key: 'س' });
    fireEvent.keyDown(items[2], { key: 'ة' });
    fireEvent.keyDown(items[2], { key: ' ' }); // a space continues the word: "سياسة "
    fireEvent.keyDown(items[2], { key: 'ا' });
    fireEvent.keyDown(items[2], { key: 'ل' });
    fireEvent.keyDown(items[2], { key: 'ا' });
    expect(document.activeElement).toBe(items[3]); // سياسة الاسترجاع
    void act(() => {
      jest.advanceTimersByTime(TYPEAHEAD_RESET_MS);
    });
    fireEvent.keyDown(items[3], { key: 'ف' });
    expect(document.activeElement).toBe(items[0]); // فروعنا: a fresh search
    expect(TYPEAHEAD_RESET_MS).toBe(1000);
  });

  it('Enter on an item chooses it and closes the menu', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'صفحات أخرى' }));
    fireEvent.click(screen.getAllByRole('menuitem')[1]);
    expect(screen.getByText('terms')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a submenu with the inline-end arrow (← in RTL) and after 100 ms of hover', () => {
    jest.useFakeTimers();
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'صفحات أخرى' }), { key: 'ArrowDown' });
    const theme = screen.getAllByRole('menuitem')[4];
    theme.focus();
    fireEvent.keyDown(theme, { key: 'ArrowLeft' });
    expect(screen.getAllByRole('menu')).toHaveLength(2);
    const dark = screen.getByRole('menuitem', { name: 'داكن' });
    expect(document.activeElement).toBe(dark);
    fireEvent.keyDown(dark, { key: 'ArrowRight' }); // back out (RTL)
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(document.activeElement).toBe(theme);
    fireEvent.pointerEnter(theme.parentElement!);
    void act(() => {
      jest.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS - 1);
    });
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    void act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getAllByRole('menu')).toHaveLength(2);
  });

  it('matches Arabic letters without diacritics or alef forms', () => {
    expect(typeaheadMatch(['الرئيسية', 'أطقم هدايا', 'عود'], 'ا', 0)).toBe(1);
    expect(typeaheadMatch(['عُود', 'بخور'], 'عو', -1)).toBe(0);
    expect(typeaheadMatch(['a', 'b'], 'z', 0)).toBe(-1);
  });
});

describe('tooltips (SPEC.md §9: 700 ms, 300 ms skip)', () => {
  it('opens after 700 ms; the next one within 300 ms opens at once', () => {
    jest.useFakeTimers();
    expect(tooltipDelay(10_000, 0, false)).toBe(TOOLTIP_DELAY_MS);
    expect(tooltipDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS + 1, false)).toBe(0);
    render(
      <>
        <Tooltip text="السلة">
          <button type="button">cart</button>
        </Tooltip>
        <Tooltip text="بحث">
          <button type="button">search</button>
        </Tooltip>
      </>,
    );
    const first = screen.getByText('cart').parentElement!;
    fireEvent.pointerEnter(first);
    void act(() => {
      jest.advanceTimersByTime(699);
    });
    expect(screen.queryByText('السلة')).toBeNull();
    void act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('السلة')).toBeTruthy();
    fireEvent.pointerLeave(first);
    fireEvent.pointerEnter(screen.getByText('search').parentElement!);
    expect(screen.getByText('بحث')).toBeTruthy();
  });
});
