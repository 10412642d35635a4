/** Splits a listing into pages of STATUS_LIMITS.pageSize (status-api.md section 8). */
import { type ListMeta, STATUS_LIMITS } from '../../../../shared/domain/status.ts';

export interface Page<T> {
  items: T[];
  meta: ListMeta & { next_page: string | null };
}

/** `hrefOf` gives the address of another page; past the last page the list is empty. */
export function paginate<T>(all: readonly T[], page: number, hrefOf: (page: number) => string): Page<T> {
  const size = STATUS_LIMITS.pageSize;
  const items = all.slice((page - 1) * size, page * size);
  return {
    items,
    meta: {
      count: items.length,
      total_count: all.length,
      next_page: page * size < all.length ? hrefOf(page + 1) : null,
    },
  };
}
