import { formatCount, formatDate, terminalApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TerminalFrame } from '../../features/frame/TerminalFrame';
import { terminalKeys } from '../../shared/queryKeys';
import { businessDayNow } from '../../shared/useServerNow';
import { routes } from '../../routes';

/** How many of today's tickets there are, and how many were annulled, as the tickets list counts them. */
function useDayCounts(day: string) {
  const sold = useQuery({
    queryKey: terminalKeys.tickets(day, '', 1),
    queryFn: () => terminalApi.tickets({ day, page: 1 }),
  });
  const cancelled = useQuery({
    queryKey: [...terminalKeys.tickets(day, '', 1), 'cancelled'],
    queryFn: () => terminalApi.tickets({ day, page: 1, status: 'cancelled' }),
  });
  return { sold, cancelled };
}

/** "El día": what this terminal sold today. */
function Day() {
  const [day] = useState(businessDayNow);
  const { sold, cancelled } = useDayCounts(day);
  return (
    <section className="t-card" aria-labelledby="t-day-heading">
      <h2 id="t-day-heading">Hoy, {formatDate(day)}</h2>
      <dl className="t-figures">
        <div>
          <dt>Tickets vendidos</dt>
          <dd>{sold.data ? formatCount(sold.data.total) : '…'}</dd>
        </div>
        <div>
          <dt>Anulados</dt>
          <dd>{cancelled.data ? formatCount(cancelled.data.total) : '…'}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function DayPage() {
  return (
    <TerminalFrame title={routes.day.title}>
      <Day />
    </TerminalFrame>
  );
}
