/**
 * A dialog around one form (issue 37 item 5): its title, the form's fields, the server's refusal
 * in an alert above them, «Cancelar» and the submit button. The reason and amount dialogs of the
 * remotes are this with their own fields.
 */
import { toApiError } from '@banca/shared-auth';
import { Alert, Button, Flex, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

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
  children: ReactNode;
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
  children,
}: FormDialogProps<T>) {
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: T) => {
    setAlert(null);
    const done = onSubmit(values);
    if (done === undefined) return;
    try {
      await done;
      form.resetFields();
    } catch (error) {
      setAlert(toApiError(error).message);
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} destroyOnHidden width={width}>
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} autoComplete="off">
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        {children}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" danger={danger} htmlType="submit" loading={saving}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
