/**
 * Shorthands over shared-auth's `request` for the typed calls below: the answer's data alone. A
 * call that needs the status or headers (an ETag, a Location) uses `request` itself.
 */
import { request, type Query } from '@banca/shared-auth';

export const get = async <T>(path: string, query?: Query) => (await request<T>('GET', path, { query })).data;
export const post = async <T>(path: string, body?: unknown) => (await request<T>('POST', path, { body })).data;
export const put = async <T>(path: string, body?: unknown) => (await request<T>('PUT', path, { body })).data;
export const del = async <T>(path: string) => (await request<T>('DELETE', path)).data;
