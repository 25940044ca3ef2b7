export { formatPercent } from '@banca/kit';

/** '1 configuración', '3 configuraciones'. */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
