/** Display formats shared by every screen: money in US dollars, dates as dd/MM/yyyy. */
import dayjs from 'dayjs';

const money = new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${money.format(Math.abs(value))}`;
}

export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY') : '—';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '—';
}
