/**
 * A list page's filters (issue 37 item 5): its fields side by side, then «Limpiar filtros», which
 * clears them all and is disabled while none is set. The list's `ListCard` lays the bar out.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';

export const CLEAR_FILTERS = 'Limpiar filtros';

export function FilterBar({ active, onClear, children }: { active: boolean; onClear: () => void; children: ReactNode }) {
  return (
    <>
      {children}
      <Button onClick={onClear} disabled={!active}>
        {CLEAR_FILTERS}
      </Button>
    </>
  );
}
