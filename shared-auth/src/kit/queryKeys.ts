/**
 * The query keys of sellers and booths, shared by remote-sellers and remote-booths: a write in one
 * remote changes what the other shows (a seller moved to another booth changes both booths; a
 * renamed booth changes the sellers' rows), and the host gives both one QueryClient, so each
 * write can refresh exactly what it changes.
 */
export interface ListKeyParams {
  page: number;
  search: string;
}

export const sellersKeys = {
  all: ['sellers'] as const,
  lists: () => [...sellersKeys.all, 'list'] as const,
  list: (params: ListKeyParams) => [...sellersKeys.lists(), params] as const,
  details: () => [...sellersKeys.all, 'detail'] as const,
  detail: (id: number) => [...sellersKeys.details(), id] as const,
  /** The seller picker of a booth ('Agregar usuario'). */
  options: () => [...sellersKeys.all, 'options'] as const,
  optionsFor: (search: string) => [...sellersKeys.options(), search] as const,
};

export const boothsKeys = {
  all: ['booths'] as const,
  lists: () => [...boothsKeys.all, 'list'] as const,
  list: (params: ListKeyParams) => [...boothsKeys.lists(), params] as const,
  details: () => [...boothsKeys.all, 'detail'] as const,
  detail: (id: number) => [...boothsKeys.details(), id] as const,
  /** The booth picker of the seller dialog. */
  options: () => [...boothsKeys.all, 'options'] as const,
  optionsFor: (search: string) => [...boothsKeys.options(), search] as const,
};
