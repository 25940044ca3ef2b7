/**
 * «Cambiar hora»: an open draw's new day and time on the banca's clock (administrators). A past
 * moment is refused in the form; the server's refusals (another draw of the lottery then, a day
 * off, sales closed meanwhile) are shown in the dialog.
 */
import type { DrawDetail } from '@banca/contracts';
import { type ActionDialogProps, businessTime, FormDialog } from '@banca/kit';
import { Form } from 'antd';
import { DRAW_MOMENT_PAST, type DrawMoment, DrawMomentFields, futureMoment } from '../../../features/draws/DrawMomentFields';

export const MOVE_PAST = DRAW_MOMENT_PAST;

/** `onSubmit` gets the new moment (ISO). */
export function MoveDrawDialog({ draw, onSubmit, ...dialog }: { draw: DrawDetail } & ActionDialogProps<string>) {
  const [form] = Form.useForm<DrawMoment>();
  const shown = businessTime(draw.draw_at);

  const submit = (values: DrawMoment) => {
    const drawAt = futureMoment(form, values);
    return drawAt === null ? undefined : onSubmit(drawAt);
  };

  return (
    <FormDialog<DrawMoment>
      {...dialog}
      title={`Cambiar la hora de «${draw.name}»`}
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
