/**
 * A dialog that asks why (suspending a draw, reopening a day): what the action does, in words, and
 * a required reason of limited length, kept by the server with the record and the audit trail.
 */
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';

export interface ReasonDialogProps {
  title: string;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** The reason, trimmed: resolves when done; rejects with the API's refusal, shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** What the action does, above the reason. */
  description: ReactNode;
  /** The field's label (`Motivo de la suspensión`). */
  label: string;
  /** The message of a reason left blank. */
  required: string;
  maxLength: number;
  submitText: string;
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
      <Form.Item
        name="reason"
        label={label}
        rules={[
          { required: true, whitespace: true, message: required },
          { max: maxLength, message: `El motivo admite hasta ${maxLength} caracteres.` },
        ]}
      >
        <Input.TextArea rows={2} maxLength={maxLength} showCount autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
