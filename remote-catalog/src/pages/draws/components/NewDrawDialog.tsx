/**
 * «Nuevo sorteo»: an extra draw of a lottery at a day and time of its own on the banca's clock
 * (administrators), outside its schedule; a schedule change never removes it. A past moment is
 * refused in the form; the server's refusals (a draw of the lottery at that moment already, a day
 * off, an inactive lottery) are shown in the dialog.
 */
import type { DrawDetail } from '@banca/contracts';
import { businessTime, drawsApi, FormDialog } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { DRAW_MOMENT_PAST, type DrawMoment, DrawMomentFields, futureMoment } from '../../../features/draws/DrawMomentFields';
import { useGames } from '../../games/hooks/useGames';

export const NEW_DRAW_PAST = DRAW_MOMENT_PAST;
export const DRAW_CREATED = 'Sorteo creado.';

interface NewDrawForm extends DrawMoment {
  module_id?: number;
}

export function NewDrawDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (draw: DrawDetail) => void }) {
  const [form] = Form.useForm<NewDrawForm>();
  const games = useGames();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: ({ moduleId, drawAt }: { moduleId: number; drawAt: string }) => drawsApi.create(moduleId, drawAt),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['catalog', 'draws', 'list'] }),
  });
  const lotteries = (games.data ?? []).map((game) => ({ value: game.id, label: game.name }));

  const submit = (values: NewDrawForm) => {
    const drawAt = futureMoment(form, values);
    if (drawAt === null) return undefined;
    return create.mutateAsync({ moduleId: values.module_id as number, drawAt }).then((created) => onCreated(created.data));
  };

  return (
    <FormDialog<NewDrawForm>
      title="Nuevo sorteo"
      open={open}
      saving={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitText="Crear sorteo"
      width={440}
      form={form}
      initialValues={{ day: businessTime(new Date()).format('YYYY-MM-DD'), time: '' }}
    >
      <Form.Item name="module_id" label="Lotería" rules={[{ required: true, message: 'Elige la lotería.' }]}>
        <Select placeholder="Elige la lotería" loading={games.isPending} options={lotteries} showSearch optionFilterProp="label" />
      </Form.Item>
      <DrawMomentFields />
    </FormDialog>
  );
}
