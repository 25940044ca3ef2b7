/**
 * The week grid of a lottery's schedule: a row per time (HH:MM, added and removed), a column per
 * weekday (Lun…Dom) with a checkbox each. A form control: `value` and `onChange` are the rows.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@banca/kit';
import { Button, Checkbox, Input, type TableColumnsType } from 'antd';
import { type ScheduleRow, WEEKDAYS } from './scheduleRows';

interface Props {
  value?: ScheduleRow[];
  onChange?: (rows: ScheduleRow[]) => void;
  /** The grid's name for screen readers ("Horario"). */
  label?: string;
}

/** The next hour after the last row's, or 08:00: a new row starts where people usually go on. */
function nextTime(rows: ScheduleRow[]): string {
  const last = rows.at(-1)?.time;
  const hour = last && /^\d{2}:\d{2}$/.test(last) ? Number(last.slice(0, 2)) + 1 : 8;
  return `${String(Math.min(hour, 23)).padStart(2, '0')}:00`;
}

export function ScheduleGrid({ value = [], onChange, label = 'Horario' }: Props) {
  // The table's row carries its index: only the time and the days go back to the form.
  const set = (index: number, { time, days }: ScheduleRow) => onChange?.(value.map((old, i) => (i === index ? { time, days } : old)));
  const columns: TableColumnsType<ScheduleRow & { index: number }> = [
    {
      title: 'Hora',
      key: 'time',
      width: 110,
      render: (_, row) => (
        <Input
          aria-label={`Hora ${row.index + 1}`}
          placeholder="HH:MM"
          maxLength={5}
          inputMode="numeric"
          value={row.time}
          onChange={(event) => set(row.index, { ...row, time: event.target.value.trim() })}
        />
      ),
    },
    ...WEEKDAYS.map(({ day, short, name }) => ({
      title: <abbr title={name}>{short}</abbr>,
      key: `day-${day}`,
      align: 'center' as const,
      render: (_: unknown, row: ScheduleRow & { index: number }) => (
        <Checkbox
          aria-label={`${name} ${row.time || `hora ${row.index + 1}`}`}
          checked={row.days.includes(day)}
          onChange={(event) =>
            set(row.index, { ...row, days: event.target.checked ? [...row.days, day].sort() : row.days.filter((d) => d !== day) })
          }
        />
      ),
    })),
    {
      title: 'Quitar',
      key: 'remove',
      width: 48,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Quitar la hora ${row.time || row.index + 1}`}
          onClick={() => onChange?.(value.filter((_, i) => i !== row.index))}
        />
      ),
    },
  ];
  return (
    <fieldset aria-label={label} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <DataTable<ScheduleRow & { index: number }>
        size="small"
        rowKey="index"
        columns={columns}
        dataSource={value.map((row, index) => ({ ...row, index }))}
        pagination={false}
        emptyText="Sin horas: agrega la primera."
        scroll={{ x: true }}
      />
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange?.([...value, { time: nextTime(value), days: WEEKDAYS.map(({ day }) => day) }])}
      >
        Agregar hora
      </Button>
    </fieldset>
  );
}
