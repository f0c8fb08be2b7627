/**
 * What a picker may offer for the text typed now: nothing while the answer for that text is still on its way.
 * The queries keep the previous answer on screen (TanStack's keepPreviousData), and a picker that offered it would let
 * ArrowDown and Enter, typed faster than the server answers, choose a row the new text no longer names: at the till,
 * the wrong customer. The list then shows its spinner instead.
 */
export function freshItems<T>(result: { data?: { items: T[] }; isPlaceholderData: boolean }): T[] {
  return result.isPlaceholderData ? [] : (result.data?.items ?? []);
}
