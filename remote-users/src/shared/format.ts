const percent = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });

/** A percentage as '12,5 %'. */
export const formatPercent = (value: number): string => `${percent.format(value)} %`;

/** '1 configuración', '3 configuraciones'. */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
