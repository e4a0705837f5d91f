import { lazy, Suspense, useRef, type ComponentProps, type ComponentType } from 'react';

/**
 * A dialog whose code (the dialog library, its form and checks) loads the first time it opens, not with the page that
 * can open it: checkout and the account page list addresses long before anyone edits or deletes one. `isOpen` says,
 * from the dialog's props, whether it is open; once opened it stays mounted so it can animate closed.
 */
export function lazyWhenOpened<C extends ComponentType<any>>(load: () => Promise<C>, isOpen: (props: ComponentProps<C>) => boolean) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: ComponentProps<C>) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
