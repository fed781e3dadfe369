const LOCK_COUNT = 'salonScrollLocks';

/**
 * Locks the page's scroll until the returned function is called: a modal <dialog> makes
 * the page inert but leaves it scrollable. Shared by every open dialog on the page, from
 * any remote's copy of this package: the count lives on <body>, so the last dialog to
 * close restores the page as it was.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const count = Number(body.dataset[LOCK_COUNT] ?? '0');
  if (count === 0) {
    body.dataset.salonScrollRestore = JSON.stringify({
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
    });
    // Keep the page from shifting sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  body.dataset[LOCK_COUNT] = String(count + 1);
  return () => {
    const remaining = Number(body.dataset[LOCK_COUNT] ?? '1') - 1;
    if (remaining > 0) {
      body.dataset[LOCK_COUNT] = String(remaining);
      return;
    }
    const saved = JSON.parse(body.dataset.salonScrollRestore ?? '{}') as { overflow?: string; paddingRight?: string };
    body.style.overflow = saved.overflow ?? '';
    body.style.paddingRight = saved.paddingRight ?? '';
    delete body.dataset[LOCK_COUNT];
    delete body.dataset.salonScrollRestore;
  };
}
