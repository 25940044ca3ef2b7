/**
 * A dialog around one form (issue 37 item 5): its title, the form's fields, the server's refusal
 * (a field it names marked on that field, otherwise in an alert above them), «Cancelar» and the
 * submit button. The reason and amount dialogs of the remotes are this with their own fields.
 */
import { toApiError } from '@banca/shared-auth';
import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldErrors } from '../formErrors';
import { GuardedModal, useDirtyCheck, useDiscardGuard } from '../forms/discardGuard';
import { sameValues } from '../forms/useFormSave';
import type { DialogParam } from '../hooks/useDialogParam';

/** What a page gives the dialog of one of its actions (close a day, suspend a draw): the dialog's state and the action. */
export interface ActionDialogProps<V> {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when done (or when the page took the refusal itself); rejects with a refusal the dialog shows. */
  onSubmit: (value: V) => Promise<unknown>;
}

export interface FormDialogProps<T extends object> {
  title: string;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /**
   * The form's values, checked by its rules: resolves when done (the form is cleared), rejects with
   * the refusal the dialog shows. Answering nothing (a check of the caller's own that set a field's
   * error on `form`) leaves the dialog as it is.
   */
  onSubmit: (values: T) => Promise<unknown> | undefined;
  submitText: string;
  /** A submit that cannot be undone lightly (suspend, reopen): a red button. */
  danger?: boolean;
  width?: number;
  /** The caller's own form instance, when it sets fields or errors itself. */
  form?: FormInstance<T>;
  initialValues?: Partial<T>;
  /**
   * A dialog kept in the URL (`useDialogParam`): its X, Escape, «Cancelar» and the browser's Back
   * ask before dropping what was typed.
   */
  dialog?: DialogParam;
  children: ReactNode;
}

/** Inside the form (so only while it is shown): what was typed counts as unsaved for the dialog's guard. */
function TypedIsUnsaved({ initial }: { initial: object }) {
  const form = Form.useFormInstance();
  useDirtyCheck(() => form.isFieldsTouched() && !sameValues(form.getFieldsValue(true), initial as Record<string, unknown>));
  return null;
}

export function FormDialog<T extends object>({
  title,
  open,
  saving,
  onClose,
  onSubmit,
  submitText,
  danger = false,
  width = 480,
  form: given,
  initialValues,
  dialog,
  children,
}: FormDialogProps<T>) {
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  const [alert, setAlert] = useState<string | null>(null);
  const guard = useDiscardGuard(onClose, dialog);

  const submit = async (values: T) => {
    setAlert(null);
    const done = onSubmit(values);
    if (done === undefined) return;
    try {
      await done;
      form.resetFields();
    } catch (error) {
      if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
    }
  };

  return (
    <GuardedModal guard={guard} title={title} open={open} footer={null} destroyOnHidden width={width}>
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} autoComplete="off">
        {dialog && <TypedIsUnsaved initial={initialValues ?? {}} />}
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        {children}
        <Flex justify="end" gap={8}>
          <Button onClick={guard.close}>Cancelar</Button>
          <Button type="primary" danger={danger} htmlType="submit" loading={saving}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </GuardedModal>
  );
}
