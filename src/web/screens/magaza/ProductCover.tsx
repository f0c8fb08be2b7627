import { Icon } from '@blueprintjs/core';

/** A product's cover, or a plain book icon where it has none; the name beside it says what it is. */
export function ProductCover({ cover, large = false }: { cover: string | null; large?: boolean }) {
  return cover ? (
    <img src={cover} alt="" className={large ? 'shop-cover shop-cover-large' : 'shop-cover'} loading="lazy" />
  ) : (
    <span className={large ? 'shop-cover shop-cover-large shop-cover-none' : 'shop-cover shop-cover-none'} aria-hidden>
      <Icon icon="book" size={large ? 48 : 24} />
    </span>
  );
}
