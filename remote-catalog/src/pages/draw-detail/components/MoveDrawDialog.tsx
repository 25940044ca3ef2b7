/**
 * «Cambiar hora»: an open draw's new day and time on the banca's clock (administrators). A past
 * moment is refused in the form; the server's refusals (another draw of the lottery then, a day
 * off, sales closed meanwhile) are shown in the dialog.
 */
import type { DrawDetail } from '@banca/contracts';
import { businessTime, FormDialog } from '@banca/kit';
import { Form } from 'antd';
import { DRAW_MOMENT_PAST, type DrawMoment, DrawMomentFields, futureMoment } from '../../../features/draws/DrawMomentFields';

export const MOVE_PAST = DRAW_MOMENT_PAST;

export function MoveDrawDialog({
  draw,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  draw: DrawDetail;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when moved (or when the page took the refusal); rejects with a refusal the dialog shows. */
  onSubmit: (drawAt: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<DrawMoment>();
  const shown = businessTime(draw.draw_at);

  const submit = (values: DrawMoment) => {
    const drawAt = futureMoment(form, values);
    return drawAt === null ? undefined : onSubmit(drawAt);
  };

  return (
    <FormDialog<DrawMoment>
      title={`Cambiar la hora de «${draw.name}»`}
      open={open}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      submitText="Cambiar hora"
      width={420}
      form={form}
      initialValues={{ day: shown.format('YYYY-MM-DD'), time: shown.format('HH:mm') }}
    >
      <DrawMomentFields />
    </FormDialog>
  );
}
