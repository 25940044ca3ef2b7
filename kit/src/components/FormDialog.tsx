/**
 * A dialog around one form, the one of every app (issue 37 item 5): its title, the form's fields,
 * the server's refusal (a field it names marked on that field, otherwise said at the top with
 * «Reintentar» when it never reached the server), «Cancelar» and the submit button. Closing with
 * something typed and not sent asks first. The reason and amount dialogs are this with their own
 * fields; the user dialog's small settings dialogs are this with «Guardar».
 */
import { Button, Flex, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { GuardedModal, useDiscardGuard } from '../forms/discardGuard';
import { SAVE_FAILED, useFormSave } from '../forms/useFormSave';
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
  title: ReactNode;
  open: boolean;
  /** A submit on its way, when the page knows it; otherwise the dialog follows `onSubmit`'s answer. */
  saving?: boolean;
  onClose: () => void;
  /**
   * The form's values, checked by its rules: resolves when done (the form is cleared), or with
   * `false` when nothing was done (a confirmation declined), which leaves the dialog as it is;
   * rejects with the refusal the dialog shows. Answering nothing (a check of the caller's own that
   * set a field's error on `form`) leaves the dialog as it is too.
   */
  onSubmit: (values: T) => Promise<unknown> | undefined;
  /** «Guardar» unless the dialog does something else («Suspender sorteo»). */
  submitText?: string;
  /**
   * What a refusal says before the server's message: «No se guardó» for a dialog that saves
   * (`submitText` «Guardar»), nothing for an action (the message alone).
   */
  failedTitle?: string | null;
  /** Whether the page shows this refusal itself (a stale version's notice): then the dialog says nothing more. */
  refused?: (error: unknown) => boolean;
  /** A submit that cannot be undone lightly (suspend, reopen): a red button. */
  danger?: boolean;
  width?: number;
  /** The caller's own form instance, when it sets fields or errors itself. */
  form?: FormInstance<T>;
  /** The form's name, which prefixes its fields' ids: for a dialog over another form with fields of the same names. */
  name?: string;
  initialValues?: Partial<T>;
  /** A dialog kept in the URL (`useDialogParam`): the browser's Back asks too before dropping what was typed. */
  dialog?: DialogParam;
  children: ReactNode;
}

export function FormDialog<T extends object>({
  title,
  open,
  saving: given,
  onClose,
  onSubmit,
  submitText = 'Guardar',
  failedTitle = submitText === 'Guardar' ? SAVE_FAILED : null,
  refused,
  danger = false,
  width = 480,
  form: givenForm,
  name,
  initialValues,
  dialog,
  children,
}: FormDialogProps<T>) {
  const [own] = Form.useForm<T>();
  const form = givenForm ?? own;
  const [pending, setPending] = useState(false);
  const saving = given ?? pending;
  const guard = useDiscardGuard(onClose, dialog);
  const save = useFormSave(form, { initial: initialValues, pending: saving, guard, failedTitle });

  const submit = async (values: T) => {
    const done = onSubmit(values);
    if (done === undefined) return;
    setPending(true);
    try {
      if ((await done) === false) return;
      form.resetFields();
      save.reset();
    } catch (error) {
      if (!refused?.(error)) save.failed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <GuardedModal guard={guard} title={title} open={open} footer={null} destroyOnHidden width={width} afterClose={save.reset}>
      <Form<T>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        clearOnDestroy
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        {save.notice}
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
