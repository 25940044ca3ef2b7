import { normalizeResultPart, RESULT_FORMAT_SPECS, type ResultFormat, resultPartRule, resultProblem } from '@banca/contracts/draw-rules';
import { MAX_RESULT_PART_LENGTH } from '@banca/contracts/limits';
import { useFormSave } from '@banca/kit';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';

export interface ResultFormProps {
  format: ResultFormat;
  /** The values the fields start with (a correction starts from the current result). */
  initial: string[] | null;
  submitText: string;
  busy: boolean;
  /**
   * Called with the values written the format's way, once every field is valid; a failure it
   * throws is said in the form (what was typed stays), as in every form (`useFormSave`).
   */
  onSubmit: (numbers: string[]) => Promise<void>;
  onCancel?: () => void;
  /** A correction's current result: the same numbers again are refused here, before anything is asked. */
  current?: string[] | null;
}

export const SAME_RESULT = 'Es el mismo resultado que ya está confirmado: cambia al menos un número para corregirlo.';

type Values = Record<string, string | undefined>;

/**
 * One field per part of the module's result format (a four-digit number, six numbers of 1–49,
 * eight match results…), each checked as typed with the same rules the API applies; a part that
 * does not fit says how it is written («Escribe 4 cifras, de 0000 a 9999.»).
 */
export function ResultForm({ format, initial, submitText, busy, onSubmit, onCancel, current }: ResultFormProps) {
  const spec = RESULT_FORMAT_SPECS[format];
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = Object.fromEntries(spec.parts.map((_, i) => [`part${i}`, initial?.[i] ?? '']));
  const inputMode = spec.value.kind === 'symbol' || spec.value.kind === 'animal' ? 'text' : 'numeric';
  const save = useFormSave(form, { initial: initialValues, pending: busy });
  const rule = resultPartRule(format);

  const finish = async (values: Values) => {
    const numbers = spec.parts.map((_, i) => normalizeResultPart(format, values[`part${i}`] ?? '') ?? '');
    const same = current != null && current.length === numbers.length && current.every((part, i) => part === numbers[i]);
    const found = resultProblem(format, numbers) ?? (same ? SAME_RESULT : null);
    setProblem(found);
    if (found !== null) return;
    try {
      await onSubmit(numbers);
      save.saved();
    } catch (error) {
      save.failed(error);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void finish(values)}
      requiredMark={false}
    >
      {save.notice}
      <Typography.Paragraph type="secondary">{spec.description}</Typography.Paragraph>
      <Flex wrap gap={12}>
        {spec.parts.map((label, i) => (
          <Form.Item
            key={label}
            name={`part${i}`}
            label={label}
            style={{ marginBottom: 8 }}
            rules={[
              { required: true, whitespace: true, message: 'Obligatorio' },
              {
                validator: async (_, value?: string) => {
                  if (value && value.trim() !== '' && normalizeResultPart(format, value) === null) throw new Error(rule);
                },
              },
            ]}
          >
            <Input
              inputMode={inputMode}
              maxLength={MAX_RESULT_PART_LENGTH}
              autoComplete="off"
              style={{ width: spec.value.kind === 'digits' ? 120 : 84 }}
            />
          </Form.Item>
        ))}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitText}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancelar</Button>}
      </Flex>
    </Form>
  );
}
