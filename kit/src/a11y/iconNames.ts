/**
 * antd's icons name themselves in English for assistive technology: every `@ant-design/icons`
 * icon is `<span role="img" aria-label="down">`, and antd draws many inside its own widgets (a
 * select's arrow, the pager's arrows, a tab list's "more", a form label's help) where no prop
 * reaches them. A screen reader then reads "down, image" beside a Spanish label, and the pager's
 * buttons are called "left" and "right".
 *
 * `nameIconsInSpanish` keeps the page's icons in Spanish as they appear: an icon that still carries
 * its English name is hidden when it only decorates (beside a text, or in a control named
 * otherwise), or, when it is all a control has to be named by, named in Spanish — after the
 * control's own Spanish title when it has one (antd's pager puts «Página anterior» on the item
 * around it), else from the table below. An icon given a Spanish name or `aria-hidden` by its code
 * is left as it is. One observer per page (the host's, or a remote running on its own).
 */

/** What an icon means when it alone names a control. */
export const ICON_NAMES: Readonly<Record<string, string>> = {
  left: 'Anterior',
  right: 'Siguiente',
  'double-left': 'Páginas anteriores',
  'double-right': 'Páginas siguientes',
  ellipsis: 'Más',
  more: 'Más',
  close: 'Cerrar',
  'close-circle': 'Limpiar',
  search: 'Buscar',
  plus: 'Agregar',
  minus: 'Quitar',
  delete: 'Eliminar',
  edit: 'Editar',
  download: 'Descargar',
  'question-circle': 'Ayuda',
  'info-circle': 'Información',
  'menu-fold': 'Contraer menú',
  'menu-unfold': 'Expandir menú',
  menu: 'Menú',
  bell: 'Notificaciones',
  mail: 'Mensajes',
  calendar: 'Calendario',
  down: 'Abrir',
  up: 'Cerrar',
};

const CONTROL = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** The English name antd gave the icon (its class `anticon-<name>`), if it still carries it. */
function englishName(icon: Element): string | null {
  const label = icon.getAttribute('aria-label');
  return label && icon.classList.contains(`anticon-${label}`) ? label : null;
}

/** Whether a control has a name of its own besides this icon: a label, a title, or text. */
function namedOtherwise(control: Element, icon: Element): boolean {
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.getAttribute('title')) return true;
  const text = [...control.childNodes].some((node) => node !== icon && !node.contains(icon) && (node.textContent ?? '').trim() !== '');
  return text || [...control.querySelectorAll('[role="img"]')].some((other) => other !== icon && !englishName(other));
}

/** Hides or names in Spanish one icon that still carries its English name. */
export function nameIconInSpanish(icon: Element): void {
  const name = englishName(icon);
  if (name === null || icon.getAttribute('aria-hidden') === 'true') return;
  const control = icon.parentElement?.closest(CONTROL);
  if (control && !namedOtherwise(control, icon)) {
    const spanish = control.closest('[title]')?.getAttribute('title') || ICON_NAMES[name];
    if (spanish) {
      icon.setAttribute('aria-label', spanish);
      return;
    }
  }
  icon.setAttribute('aria-hidden', 'true');
}

/** Every icon under `root` with its English name, hidden or named in Spanish. */
export function nameIconsIn(root: ParentNode): void {
  for (const icon of root.querySelectorAll('.anticon[role="img"][aria-label]')) nameIconInSpanish(icon);
}

/**
 * Keeps every icon of the page in Spanish from now on (those already there, and each one antd
 * draws or renames later); answers the way to stop.
 */
export function nameIconsInSpanish(root: HTMLElement = document.body): () => void {
  nameIconsIn(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') nameIconInSpanish(mutation.target as Element);
      else
        for (const node of mutation.addedNodes)
          if (node instanceof Element) node.matches('.anticon') ? nameIconInSpanish(node) : nameIconsIn(node);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
