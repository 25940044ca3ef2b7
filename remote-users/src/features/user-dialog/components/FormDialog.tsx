import { GuardedModal, useDiscardGuard, useFormSave } from '@banca/kit';
import { Button, Form } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A small form in a dialog with 'Cancelar' and 'Guardar' (antd's "Modal with Form" pattern: the
 * form wraps the whole dialog, so 'Guardar' and Enter submit it). The form is new each time the
 * dialog opens, from `initialValues`; `onSave` gets its values once they pass their rules and
 * answers once saved (the dialog's owner then closes it), or `false` when nothing was saved (a
 * confirmation declined). A failed save stays in the dialog, said
 * at its top (`refused` first takes what the owner shows itself, a stale version); closing with
 * changes not saved asks first.
 */
export function FormDialog<T extends object>({
  open,
  title,
  initialValues,
  onCancel,
  onSave,
  refused,
  children,
}: {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<T>;
  onCancel: () => void;
  /** Settles once saved; settling with `false` says nothing was saved. */
  onSave: (values: T) => Promise<unknown>;
  /** Whether the owner shows this failure itself (a 412's notice): then the dialog says nothing more. */
  refused?: (error: unknown) => boolean;
  children: ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard(onCancel);
  const save = useFormSave(form, { initial: initialValues, pending: saving, guard });

  const submit = async (values: T) => {
    setSaving(true);
    try {
      if ((await onSave(values)) !== false) save.saved();
    } catch (error) {
      if (!refused?.(error)) save.failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <GuardedModal
      guard={guard}
      open={open}
      title={title}
      destroyOnHidden
      afterClose={save.reset}
      footer={[
        <Button key="cancel" onClick={guard.close}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" htmlType="submit" loading={saving}>
          Guardar
        </Button>,
      ]}
      modalRender={(dialog) => (
        <Form<T> form={form} layout="vertical" initialValues={initialValues} clearOnDestroy onFinish={(values) => void submit(values)}>
          {dialog}
        </Form>
      )}
    >
      {save.notice}
      {children}
    </GuardedModal>
  );
}
