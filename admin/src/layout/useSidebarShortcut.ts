import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Ctrl+B (⌘+B on a Mac) opens or closes the sidebar (SPEC.md §2). `code` keeps it working on an
 * Arabic keyboard layout; rich-text editors keep Ctrl+B for bold.
 */
export function useSidebarShortcut(): void {
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      if (e.code !== 'KeyB' && e.key.toLowerCase() !== 'b') return;
      if ((e.target as HTMLElement | null)?.isContentEditable) return;
      e.preventDefault();
      setOpen(!open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
}
