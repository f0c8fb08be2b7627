import { Callout, Card, H2, Spinner } from '@blueprintjs/core';
import { useShopPage } from '../../api/shop';
import { refusal } from './shopText';

/** /magaza/sayfa/{slug}: a content page of the shop (about, terms, KVKK notice…); its html is cleaned by the server when stored and served. */
export function ShopContentPage({ slug }: { slug: string }) {
  const page = useShopPage(slug);
  if (page.isPending) return <Spinner size={32} />;
  if (page.isError) return <Callout intent="danger">{refusal(page.error)}</Callout>;
  return (
    <Card className="shop-card shop-content" lang={page.data.language}>
      <H2 data-testid="shop-page-title">{page.data.title}</H2>
      <div dangerouslySetInnerHTML={{ __html: page.data.body }} />
    </Card>
  );
}
