import { CloseOutlined } from '@ant-design/icons';
import type { Currency } from '@banca/contracts/money';
import type { DraftLine } from '../../../features/sale/pendingSale';
import { formatCents } from '../../../shared/money';

/** The lines of the sale, each removable while it is being typed; a refused line says why. */
export function SaleLines({
  lines,
  currency,
  locked,
  refused,
  onRemove,
  labelOf = (line) => line.selection,
}: {
  lines: readonly DraftLine[];
  /** The sale's currency (dollars until known). */
  currency?: Currency;
  /** A line's selection as people read it (an animal with its name). */
  labelOf?: (line: DraftLine) => string;
  locked: boolean;
  /** Why the server refused a line, by its position. */
  refused?: ReadonlyMap<number, string>;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) return <p className="t-muted">Aún no hay jugadas: escribe un número y su monto.</p>;
  return (
    <ul className="t-lines" aria-label="Jugadas">
      {lines.map((line, index) => (
        <li key={line.key}>
          <div className="t-line-main">
            <div className="t-line-number">{labelOf(line)}</div>
            <div className="t-muted">{line.gameTypeName}</div>
            {refused?.get(index) && <div className="t-field-error">{refused.get(index)}</div>}
          </div>
          <span className="t-line-amount">{formatCents(line.cents, currency)}</span>
          {!locked && (
            <button
              type="button"
              className="t-button t-icon-button"
              aria-label={`Quitar ${labelOf(line)} de ${formatCents(line.cents, currency)}`}
              onClick={() => onRemove(line.key)}
            >
              <CloseOutlined aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
