import { DownloadOutlined } from '@ant-design/icons';
import type { AuditFilters, Filters } from '@banca/contracts';
import { auditApi, downloadText } from '@banca/kit';
import { App, Button } from 'antd';
import { useState } from 'react';

/** 'Exportar CSV': the entries the filters select (the newest 10,000), as the server writes them. */
export function ExportAuditButton({ filters }: { filters: Filters<AuditFilters> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadText('auditoria.csv', await auditApi.exportCsv(filters));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'No se pudo exportar la auditoría.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      Exportar CSV
    </Button>
  );
}
