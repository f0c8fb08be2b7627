import { useQuery } from '@tanstack/react-query';
import { libraryCopyPageSchema, libraryCopySchema, type LibraryCopy, type LibraryCopyBody } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/copies?productId=: a title's physical copies with their status. */
export async function fetchLibraryCopies(productId: number): Promise<LibraryCopy[]> {
  return libraryCopyPageSchema.parse(await api<unknown>(`/library/copies?productId=${productId}`)).items;
}

export function useLibraryCopies(productId: number | null) {
  return useQuery({
    queryKey: [...libraryKeys.all, 'copies', productId],
    queryFn: () => fetchLibraryCopies(productId!),
    enabled: productId !== null,
  });
}

/** POST /api/library/copies, or PUT …/:id with an id: a copy's barcode, shelf location, item type and withdrawal. */
export async function saveLibraryCopy({ id, body }: { id?: number; body: LibraryCopyBody }): Promise<LibraryCopy> {
  const path = id === undefined ? '/library/copies' : `/library/copies/${id}`;
  return libraryCopySchema.parse(await api<unknown>(path, { method: id === undefined ? 'POST' : 'PUT', body, formShowsErrors: true }));
}
