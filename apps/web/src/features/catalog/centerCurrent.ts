/**
 * Scrolls a sideways list (the phone's category chips) so its current item is centred, without moving the page.
 * Does nothing where the list does not scroll sideways (the desktop's vertical list).
 */
export function centerCurrent(list: HTMLElement | null, selector: string) {
  const item = list?.querySelector<HTMLElement>(selector);
  if (!list || !item || list.scrollWidth <= list.clientWidth) return;
  list.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2 });
}
