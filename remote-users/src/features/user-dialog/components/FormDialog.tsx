import { Button, Form, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A small form in a dialog with 'Cancelar' and 'Guardar' (antd's "Modal with Form" pattern: the
 * form wraps the whole dialog, so 'Guardar' and Enter submit it). The form is new each time the
 * dialog opens, from `initialValues`; `onSave` gets its values once they pass their rules.
 */
export function FormDialog<T extends object>({
  open,
  title,
  initialValues,
  saving = false,
  onCancel,
  onSave,
  children,
}: {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<T>;
  saving?: boolean;
  onCancel: () => void;
  onSave: (values: T) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" htmlType="submit" loading={saving}>
          Guardar
        </Button>,
      ]}
      modalRender={(dialog) => (
        <Form<T> layout="vertical" initialValues={initialValues} clearOnDestroy onFinish={onSave}>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
