/**
 * Prints something other than the screen, without a frame or a second window (the
 * app allows neither): the container goes into the page where only print shows it
 * (print.css hides everything else then), the page's own print dialog prints it, and
 * it is removed (with whatever `release` frees) once printing is over.
 */
import './print.css';

export const PRINT_ONLY_CLASS = 'print-only';

export function printOnly(container: HTMLElement, release: () => void = () => undefined): void {
  container.classList.add(PRINT_ONLY_CLASS);
  container.setAttribute('aria-hidden', 'true');
  document.body.append(container);
  window.addEventListener(
    'afterprint',
    () => {
      container.remove();
      release();
    },
    { once: true },
  );
  window.print();
}
