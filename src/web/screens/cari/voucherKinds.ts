/** The three voucher types and their routes (src/domain/navigation.ts). */
export const VOUCHER_KINDS = {
  receivableVoucher: { segment: 'alacak', newTitle: 'route.receivableVoucherNew', editTitle: 'route.receivableVoucherEdit' },
  payableVoucher: { segment: 'borc', newTitle: 'route.payableVoucherNew', editTitle: 'route.payableVoucherEdit' },
  transferVoucher: { segment: 'virman', newTitle: 'route.transferVoucherNew', editTitle: 'route.transferVoucherEdit' },
} as const;
export type VoucherType = keyof typeof VOUCHER_KINDS;
export const VOUCHER_TYPE_LIST = Object.keys(VOUCHER_KINDS) as VoucherType[];

export const voucherEditPath = (type: string, id: number) =>
  `/cari/${(VOUCHER_KINDS[type as VoucherType] ?? VOUCHER_KINDS.receivableVoucher).segment}/duzen/${id}`;

/** The voucher type of a route path such as /cari/virman/yeni or /cari/alacak/duzen/5. */
export function voucherTypeOfPath(path: string): VoucherType | undefined {
  const segment = path.split('/')[2];
  return VOUCHER_TYPE_LIST.find((t) => VOUCHER_KINDS[t].segment === segment);
}
