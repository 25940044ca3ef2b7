// Icons by deep import, as antd does: the package index loads @ant-design/colors/es, which jest does not transform.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { SalesReport } from '@banca/contracts';
import { downloadText } from '@banca/kit';
import { Button } from 'antd';
import { salesReportCsv, salesReportFileName } from '../csv';

/**
 * 'Exportar CSV': the report exactly as the table shows it. Range and grouping come from the
 * answer itself, so the file name always describes its rows; while a new answer is on its way
 * (the previous one is still shown) or when there is nothing to export, the button waits.
 */
export function ExportCsvButton({
  report,
  groupLabel,
  disabled,
}: {
  report: SalesReport | undefined;
  groupLabel: string;
  disabled: boolean;
}) {
  const ready = !disabled && report !== undefined && report.rows.length > 0;
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={!ready}
      onClick={() => report && downloadText(salesReportFileName(report), salesReportCsv(report, groupLabel))}
    >
      Exportar CSV
    </Button>
  );
}
