import { useEffect, type RefObject } from 'react';

/**
 * Puck 0.23 draws two controls without an accessible name: its loading spinner (an aria-label on a
 * plain span), the preview's zoom select and its frame; and its left rail (Blocks, Outline, Pages) is made of
 * clickable divs that the keyboard cannot reach. Until Puck fixes them, they are named and made
 * buttons here (role, Tab stop, Enter and Space, which one is open), in the editor's own container
 * only, as Puck (re)draws them.
 */
/** An entry of Puck's left rail (its class `_NavItem-link_<hash>`; not the icon inside, `_NavItem-linkIcon_…`). */
const isRailItem = (el: HTMLElement) => [...el.classList].some((c) => /^_?NavItem-link_/.test(c));

export function usePuckAccessibleNames(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    /**
     * Puck draws the properties twice (the side panel and a copy for narrow screens, hidden), so its
     * own fields repeat one id (`<block>_text_title`) and a label could name the other copy's input.
     * Each later copy gets an id of its own, and the label beside it follows.
     */
    const uniqueIds = () => {
      const seen = new Set<string>();
      for (const el of root.querySelectorAll<HTMLElement>('[id]')) {
        const id = el.id;
        if (!seen.has(id)) {
          seen.add(id);
          continue;
        }
        let copy = 2;
        while (seen.has(`${id}-${copy}`) || document.getElementById(`${id}-${copy}`)) copy++;
        const fresh = `${id}-${copy}`;
        let label: HTMLLabelElement | null = null;
        for (let node = el.parentElement; node && node !== root && !label; node = node.parentElement)
          label = node.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
        el.id = fresh;
        if (label) label.htmlFor = fresh;
        seen.add(fresh);
      }
    };
    const name = () => {
      uniqueIds();
      for (const el of root.querySelectorAll('span[aria-label="loading"]:not([role])')) el.setAttribute('role', 'status');
      for (const el of root.querySelectorAll(
        '[class*="ViewportControls-zoomSelect"]:not([aria-label]), [class*="ViewportControls"] select:not([aria-label])',
      ))
        el.setAttribute('aria-label', 'Preview zoom');
      for (const el of root.querySelectorAll('iframe:not([title])')) el.setAttribute('title', 'Page preview');
      for (const el of root.querySelectorAll<HTMLElement>('[class*="NavItem-link_"]')) {
        if (!isRailItem(el)) continue;
        if (!el.hasAttribute('role')) {
          el.setAttribute('role', 'button');
          el.tabIndex = 0;
        }
        const open = String(/NavItem--active/.test(el.parentElement?.className ?? ''));
        if (el.getAttribute('aria-pressed') !== open) el.setAttribute('aria-pressed', open);
      }
    };
    const press = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if ((event.key === 'Enter' || event.key === ' ') && isRailItem(target)) {
        event.preventDefault();
        target.click();
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    root.addEventListener('keydown', press);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', press);
    };
  }, [container]);
}
