import { screen, userEvent } from '@banca/shared-auth/src/testing';

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
