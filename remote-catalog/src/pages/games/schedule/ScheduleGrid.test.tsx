import { fireEvent, render, screen, within } from '@banca/kit/testing';
import { useState } from 'react';
import { ScheduleGrid } from './ScheduleGrid';
import { rowsOfSchedule, type ScheduleRow, scheduleOfRows, scheduleProblem } from './scheduleRows';

/** The grid with its rows kept in state, as a form keeps them; `seen` gets every change. */
function Harness({ initial, seen }: { initial: ScheduleRow[]; seen: (rows: ScheduleRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ScheduleGrid
      value={rows}
      onChange={(next) => {
        seen(next);
        setRows(next);
      }}
    />
  );
}

describe('the schedule rows', () => {
  it('reads the API schedule as one row per time, in time order, and writes it back', () => {
    const rows = rowsOfSchedule([
      { weekdays: [1, 2, 3, 4, 5], times: ['19:00', '08:00'] },
      { weekdays: [6, 7], times: ['08:00'] },
    ]);
    expect(rows).toEqual([
      { time: '08:00', days: [1, 2, 3, 4, 5, 6, 7] },
      { time: '19:00', days: [1, 2, 3, 4, 5] },
    ]);
    expect(scheduleOfRows(rows)).toEqual([
      { weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['08:00'] },
      { weekdays: [1, 2, 3, 4, 5], times: ['19:00'] },
    ]);
  });

  it('says in Spanish what is wrong: a time not HH:MM, a repeated time, a time without a day', () => {
    expect(scheduleProblem([{ time: '8:00', days: [1] }])).toBe('La hora 1 debe escribirse HH:MM (por ejemplo 08:00 o 19:30).');
    expect(scheduleProblem([{ time: '24:00', days: [1] }])).toMatch(/^La hora 1 debe escribirse HH:MM/);
    expect(
      scheduleProblem([
        { time: '08:00', days: [1] },
        { time: '08:00', days: [2] },
      ]),
    ).toBe('La hora 08:00 está repetida.');
    expect(scheduleProblem([{ time: '08:00', days: [] }])).toBe('Marca al menos un día para las 08:00.');
    expect(scheduleProblem([{ time: '08:00', days: [3] }])).toBeNull();
  });
});

describe('ScheduleGrid', () => {
  it('shows a row per time and a checkbox per weekday, each named for a screen reader', () => {
    render(<ScheduleGrid value={[{ time: '08:00', days: [1, 7] }]} />);
    const grid = screen.getByRole('group', { name: 'Horario' });
    expect(within(grid).getByLabelText('Hora 1')).toHaveValue('08:00');
    expect(within(grid).getByRole('checkbox', { name: 'lunes 08:00' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'martes 08:00' })).not.toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'domingo 08:00' })).toBeChecked();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Hora', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom', 'Quitar']);
  });

  it('adds a time (the next hour, every day), checks and unchecks days, changes a time and removes a row', () => {
    const seen = jest.fn();
    render(<Harness initial={[{ time: '08:00', days: [1, 2, 3, 4, 5] }]} seen={seen} />);

    fireEvent.click(screen.getByRole('button', { name: /Agregar hora/ }));
    expect(seen).toHaveBeenLastCalledWith([
      { time: '08:00', days: [1, 2, 3, 4, 5] },
      { time: '09:00', days: [1, 2, 3, 4, 5, 6, 7] },
    ]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'sábado 08:00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'lunes 09:00' }));
    fireEvent.change(screen.getByLabelText('Hora 2'), { target: { value: '19:30' } });
    expect(seen).toHaveBeenLastCalledWith([
      { time: '08:00', days: [1, 2, 3, 4, 5, 6] },
      { time: '19:30', days: [2, 3, 4, 5, 6, 7] },
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Quitar la hora 08:00/ }));
    expect(seen).toHaveBeenLastCalledWith([{ time: '19:30', days: [2, 3, 4, 5, 6, 7] }]);
    expect(screen.getByLabelText('Hora 1')).toHaveValue('19:30');
  });

  it('says how to start when there is no time yet', () => {
    render(<ScheduleGrid value={[]} />);
    expect(screen.getByText('Sin horas: agrega la primera.')).toBeInTheDocument();
  });
});
