/** Driving antd's widgets the way a person does, fast enough for jsdom. */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** The value shown beside a label of an antd Descriptions. */
export function descriptionValue(label: string): HTMLElement {
  const item = screen.getByText(label).closest('.ant-descriptions-item');
  const value = item?.querySelector<HTMLElement>('.ant-descriptions-item-content');
  if (!value) throw new Error(`No description labelled «${label}»`);
  return value;
}

/**
 * A userEvent session without the pointer-events check, which reads the computed style of every
 * ancestor on each pointer action: slow under antd's run-time styles in jsdom, and a form test
 * clicks a lot. (Disabled controls are still not clickable: that is the element's own state.)
 */
export function fastUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/**
 * Chooses the option titled `label` of an antd Select (its combobox, e.g. from getByLabelText),
 * typing `search` first when given (for selects whose options come from a server search).
 */
export async function pickOption(combobox: HTMLElement, label: string, search?: string, user = fastUser()): Promise<void> {
  if (combobox.getAttribute('aria-expanded') !== 'true') await user.click(combobox);
  // One change for the whole text, as a debounced search sees a typist.
  if (search) await user.paste(search);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.getAttribute('title') === label,
      );
      if (!found) throw new Error(`No option «${label}» in the open select`);
      return found;
    },
    { timeout: 3000 },
  );
  await user.click(option);
}

/**
 * The open confirmation dialog (useConfirm) titled `title`. Found by its class, not its accessible
 * name: antd gives every dialog the same title id under test, so a confirmation opened over
 * another dialog would take that one's name.
 */
export function findConfirm(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find(
      (dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!found) throw new Error(`No confirmation «${title}» is open`);
    return found;
  });
}

/** Replaces a field's text at once (pasting, not key by key: the tests that type keys say so). */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/**
 * The dialog with this title. (Under test every antd title gets the same id, so a dialog opened
 * over another one cannot be found by its accessible name.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
