import type { UserSetting } from '@banca/contracts';
import { DataTable, FormDialog, Hinted, QueryContent, SETTING_HINTS, SpanishNumberInput, useStaleNotice } from '@banca/kit';
import { Button, Form, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { formatPercent } from '../../../shared/format';
import { percentageRules } from '../../../shared/validation';
import { useFeedback } from '../hooks/useFeedback';
import { useSaveSetting } from '../hooks/useSaveSetting';
import { useUserSettings } from '../hooks/useUserSettings';
import { userKeys } from '../../../shared/queryKeys';

/**
 * The Settings tab: each setting with its value in %, and 'Configurar', which asks
 * for a new value (0–100) and saves it.
 */
export function SettingsTab({ userId, readOnly }: { userId: number; readOnly: boolean }) {
  const settings = useUserSettings(userId);
  const save = useSaveSetting(userId);
  const feedback = useFeedback();
  const stale = useStaleNotice(userKeys.detail(userId));
  const [editing, setEditing] = useState<UserSetting | null>(null);

  const columns: TableColumnsType<UserSetting> = [
    {
      key: 'label',
      title: 'Configuración',
      // What a setting is (the sale percentage is the owner's commission), beside its name.
      render: (_, setting) =>
        SETTING_HINTS[setting.setting_key] ? (
          <Hinted hint={SETTING_HINTS[setting.setting_key]}>{setting.setting_label}</Hinted>
        ) : (
          setting.setting_label
        ),
    },
    { key: 'value', title: 'Valor', align: 'right', render: (_, setting) => formatPercent(setting.setting_value) },
    ...(readOnly
      ? []
      : [
          {
            key: 'action',
            title: 'Acción',
            align: 'right' as const,
            render: (_: unknown, setting: UserSetting) => (
              <Button size="small" onClick={() => setEditing(setting)}>
                Configurar
              </Button>
            ),
          },
        ]),
  ];

  const submit = async ({ value }: { value: number }) => {
    if (!editing) return;
    await save.mutateAsync({ setting: editing, value });
    feedback.success('Configuración guardada correctamente.');
    setEditing(null);
  };

  return (
    <>
      {stale.notice}
      <QueryContent query={settings} rows={3}>
        {(rows) => (
          <DataTable<UserSetting>
            columns={columns}
            dataSource={rows}
            rowKey="setting_key"
            pagination={false}
            emptyText="Este usuario no tiene ajustes."
          />
        )}
      </QueryContent>
      <FormDialog<{ value: number }>
        open={editing !== null}
        title={editing?.setting_label}
        initialValues={{ value: editing?.setting_value }}
        onClose={() => setEditing(null)}
        onSubmit={submit}
        // Refused as stale: the dialog keeps the value typed, to save again after 'Recargar'.
        refused={stale.refused}
      >
        {stale.notice}
        <Form.Item name="value" label="Valor (%)" rules={percentageRules} extra={editing ? SETTING_HINTS[editing.setting_key] : undefined}>
          <SpanishNumberInput decimals={2} suffix="%" autoFocus />
        </Form.Item>
      </FormDialog>
    </>
  );
}
