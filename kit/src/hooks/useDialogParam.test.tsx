import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUrl } from '../testing';
import { useDialogParam, type DialogParam } from './useDialogParam';

describe('useDialogParam', () => {
  let dialog: DialogParam;
  function Probe() {
    dialog = useDialogParam('seller');
    return <CurrentUrl />;
  }
  const renderAt = (...entries: string[]) =>
    render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Probe />
      </MemoryRouter>,
    );
  const url = () => screen.getByTestId('current-url').textContent;

  it('reads new, an id, or nothing for a missing or unusable value', () => {
    const targetAt = (route: string) => {
      const { unmount } = renderAt(route);
      const { target } = dialog;
      unmount();
      return target;
    };
    expect(targetAt('/list?seller=new')).toBe('new');
    expect(targetAt('/list?seller=12')).toBe(12);
    for (const route of ['/list', '/list?seller=', '/list?seller=0', '/list?seller=x', '/list?seller=1.5'])
      expect(targetAt(route)).toBeNull();
  });

  it('opens on a new entry keeping the list’s parameters, and closing goes back to where it was opened', () => {
    renderAt('/list?page=3');
    act(() => dialog.open(7));
    expect(url()).toBe('/list?page=3&seller=7');
    expect(dialog.target).toBe(7);
    act(() => dialog.close());
    expect(url()).toBe('/list?page=3');
    expect(dialog.target).toBeNull();
    // what it showed is kept while it closes
    expect(dialog.shown).toBe(7);
  });

  it('drops its parameter when it was not opened here (a link, a reload), and applies other changes', () => {
    renderAt('/other', '/list?page=3&seller=new');
    act(() => dialog.close((params) => params.delete('page')));
    expect(url()).toBe('/list');
  });

  it('switches to another record without a new entry', () => {
    renderAt('/list?page=2');
    act(() => dialog.open('new'));
    act(() => dialog.switchTo(9, (params) => params.delete('page')));
    expect(url()).toBe('/list?seller=9');
    // closing after a switch replaces: the list stays on the page it now is on
    act(() => dialog.close());
    expect(url()).toBe('/list');
  });
});
