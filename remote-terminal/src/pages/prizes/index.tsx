import { CameraOutlined } from '@ant-design/icons';
import { terminalApi } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { terminalKeys } from '../../shared/queryKeys';
import { TerminalField } from '../../shared/TerminalField';
import { routes } from '../../routes';
import { PrizeCheck } from './components/PrizeCheck';
import { RefundsToPay } from './components/RefundsToPay';
import { barcodeDetector, QrScanner } from './components/QrScanner';

/** A code as people type or a camera reads it: spaces gone, upper case (the server reads it either way). */
const cleanCode = (text: string) => text.trim().replace(/\s+/g, '').toUpperCase();

/**
 * "Pagar premio": a ticket by its code (typed, or read from its QR where the browser can), then paying its prize;
 * below, the refunds of suspended draws still owed to buyers.
 */
function Prizes() {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const canScan = barcodeDetector() !== null;
  const ticket = useQuery({
    queryKey: terminalKeys.verify(code ?? ''),
    queryFn: () => terminalApi.verify(code!),
    enabled: code !== null,
    retry: false,
    staleTime: 0,
  });
  const verify = (event: FormEvent) => {
    event.preventDefault();
    const next = cleanCode(typed);
    if (!next) return;
    if (next === code) void ticket.refetch();
    setCode(next);
  };
  const scanned = useCallback((text: string) => {
    setScanning(false);
    setTyped(cleanCode(text));
    setCode(cleanCode(text));
  }, []);
  const notFound = ticket.isError && toApiError(ticket.error).status === 404;

  return (
    <>
      <form className="t-card" onSubmit={verify} noValidate aria-label="Verificar un ticket">
        <TerminalField
          id="t-prize-code"
          label="Código del ticket"
          className="t-input t-input-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXXX"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="t-row">
          <button type="submit" className="t-button t-button-primary t-grow">
            Verificar
          </button>
          {canScan && (
            <button type="button" className="t-button t-grow" onClick={() => setScanning(true)}>
              <CameraOutlined aria-hidden /> Escanear QR
            </button>
          )}
        </div>
      </form>
      {scanning && <QrScanner onCode={scanned} onClose={() => setScanning(false)} />}
      {ticket.isFetching && !ticket.data && <p className="t-muted">Buscando el ticket…</p>}
      {ticket.isError && (
        <div className="t-alert" role="alert">
          <p>
            {notFound ? `No hay un ticket con el código ${code} en esta taquilla. Revisa el código.` : toApiError(ticket.error).message}
          </p>
        </div>
      )}
      {ticket.data && <PrizeCheck key={ticket.data.id} ticket={ticket.data} />}
      <RefundsToPay />
    </>
  );
}

export default function PrizesPage() {
  return (
    <TerminalFrame title={routes['terminal.prizes'].title}>
      <Prizes />
    </TerminalFrame>
  );
}
