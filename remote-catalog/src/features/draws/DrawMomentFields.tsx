/**
 * A draw's day and time on the banca's clock, as «Nuevo sorteo» and «Cambiar hora» ask for them,
 * and the check both make before asking the server: a moment already past is the time's error.
 */
import { businessMomentOf } from '@banca/kit';
import { Flex, Form, type FormInstance, Input } from 'antd';

export const DRAW_MOMENT_PAST = 'Esa hora ya pasó: indica una hora futura.';

export interface DrawMoment {
  day: string;
  time: string;
}

export function DrawMomentFields() {
  return (
    <Flex gap={12}>
      <Form.Item name="day" label="Fecha" rules={[{ required: true, message: 'Indica la fecha.' }]} style={{ flex: 1 }}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="time" label="Hora" rules={[{ required: true, message: 'Indica la hora.' }]} style={{ flex: 1 }}>
        <Input type="time" />
      </Form.Item>
    </Flex>
  );
}

/** The moment typed (ISO), or null after marking the time's field when it is already past. */
export function futureMoment<T extends DrawMoment>(form: FormInstance<T>, { day, time }: DrawMoment): string | null {
  const drawAt = businessMomentOf(day, time);
  if (Date.parse(drawAt) > Date.now()) return drawAt;
  form.setFields([{ name: 'time' as never, errors: [DRAW_MOMENT_PAST] }]);
  return null;
}
