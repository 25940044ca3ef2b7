import { PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { formatCurrency, formatDateTime, TICKET_STATUS_TAGS } from '@banca/kit';
import { type ReactNode, useState } from 'react';
import { TerminalField } from '../../shared/TerminalField';
import { QrCode } from './QrCode';
import { cancelUntilText, drawText, payText, type ReceiptData, receiptText } from './receiptData';
import { type ShareOutcome, shareReceipt } from './shareReceipt';

const SHARE_SAID: Record<Exclude<ShareOutcome, 'shared' | 'cancelled'>, string> = {
  copied: 'Texto del ticket copiado: pégalo en el mensaje.',
  manual: 'Copia el texto del ticket:',
};

/**
 * A ticket's receipt: booth, code (and its QR), draw, lines, total, time of sale and until when it
 * may be annulled, on the banca's clock. "Imprimir" prints it alone on a 58 or 80 mm roll (the
 * stylesheet's print rules); "Compartir" sends it as text.
 */
export function Receipt({ data, actions }: { data: ReceiptData; actions?: ReactNode }) {
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const text = receiptText(data);
  const share = async () => setShared(await shareReceipt(`Ticket ${data.code}`, text));
  return (
    <div className="t-card">
      <article className="t-receipt" aria-label={`Ticket ${data.code}`}>
        <h2>{data.boothName}</h2>
        <p className="t-receipt-code">{data.code}</p>
        {data.status === 'cancelled' && <p className="t-receipt-status">{TICKET_STATUS_TAGS.cancelled.label}</p>}
        <QrCode className="t-receipt-qr" value={data.code} label={`Código QR del ticket ${data.code}`} />
        <p>Sorteo: {drawText(data)}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Jugada</th>
              <th scope="col">Monto</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never move
              <tr key={index}>
                <td>
                  {line.gameTypeName} <strong>{line.selection}</strong>
                  <br />
                  <small>{payText(line, data.currency)}</small>
                </td>
                <td>{formatCurrency(line.amount, data.currency)}</td>
              </tr>
            ))}
            <tr className="t-receipt-total">
              <td>Total</td>
              <td>{formatCurrency(data.total, data.currency)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          Vendido: {formatDateTime(data.createdAt)} · {data.sellerLabel}
        </p>
        <p className="t-receipt-cancel">{cancelUntilText(data)}</p>
      </article>
      <div className="t-row t-no-print">
        <button type="button" className="t-button t-grow" onClick={() => window.print()}>
          <PrinterOutlined aria-hidden /> Imprimir
        </button>
        <button type="button" className="t-button t-grow" onClick={() => void share()}>
          <ShareAltOutlined aria-hidden /> Compartir
        </button>
      </div>
      {shared === 'copied' && (
        <p className="t-muted t-no-print" role="status">
          {SHARE_SAID.copied}
        </p>
      )}
      {shared === 'manual' && (
        <TerminalField id="t-receipt-text" label={SHARE_SAID.manual} fieldClassName="t-no-print">
          <textarea id="t-receipt-text" className="t-input" readOnly rows={8} value={text} onFocus={(event) => event.target.select()} />
        </TerminalField>
      )}
      {actions}
    </div>
  );
}
