/**
 * A dialog that asks why (suspending a draw, reopening a day): what the action does, in words, and
 * a required reason of limited length, kept by the server with the record and the audit trail.
 */
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ActionDialogProps, FormDialog } from './FormDialog';

/** `onSubmit` gets the reason, trimmed. */
export interface ReasonDialogProps extends ActionDialogProps<string> {
  title: string;
  /** What the action does, above the reason. */
  description: ReactNode;
  /** The field's label (`Motivo de la suspensión`). */
  label: string;
  /** The message of a reason left blank. */
  required: string;
  maxLength: number;
  submitText: string;
  /** An example of a reason, in the empty field. */
  placeholder?: string;
}

/** The reason of an action or a movement: required, of limited length, its count shown. */
export function ReasonField({
  label,
  required,
  maxLength,
  placeholder,
  autoFocus = false,
}: Pick<ReasonDialogProps, 'label' | 'required' | 'maxLength' | 'placeholder'> & { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="reason"
      label={label}
      rules={[
        { required: true, whitespace: true, message: required },
        { max: maxLength, message: `El motivo admite hasta ${maxLength} caracteres.` },
      ]}
    >
      <Input.TextArea rows={2} maxLength={maxLength} showCount placeholder={placeholder} autoFocus={autoFocus} />
    </Form.Item>
  );
}

export function ReasonDialog({
  title,
  open,
  saving,
  onClose,
  onSubmit,
  description,
  label,
  required,
  maxLength,
  submitText,
  placeholder,
}: ReasonDialogProps) {
  return (
    <FormDialog<{ reason: string }>
      title={title}
      open={open}
      saving={saving}
      onClose={onClose}
      onSubmit={({ reason }) => onSubmit(reason.trim())}
      submitText={submitText}
      danger
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <ReasonField label={label} required={required} maxLength={maxLength} placeholder={placeholder} autoFocus />
    </FormDialog>
  );
}
