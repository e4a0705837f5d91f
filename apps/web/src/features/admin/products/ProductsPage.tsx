import { Eye, EyeOff, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { lowStockThreshold, type AdminCategory, type AdminProduct } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';
import { buttonClasses } from '../../../ui/Button';
import { SafeImage } from '../../../ui/SafeImage';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminCategories, useAdminProducts } from '../api/hooks';
import { Badge, StockBadge } from '../components/Badge';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect, SearchBox } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 20;
const keys = ['search', 'categoryId', 'stock', 'visibility'] as const;

/** Top-level categories with their subcategories indented under them, for filters and the product form. */
export function categoryOptions(categories: AdminCategory[] | undefined, opts: { subcategoriesOnly?: boolean } = {}) {
  const all = categories ?? [];
  return all
    .filter((c) => c.parentId === null)
    .flatMap((top) => [
      ...(opts.subcategoriesOnly ? [] : [{ value: String(top.id), label: top.name }]),
      ...all.filter((c) => c.parentId === top.id).map((sub) => ({ value: String(sub.id), label: opts.subcategoriesOnly ? `${top.name} › ${sub.name}` : `\u00a0\u00a0\u00a0${sub.name}` })),
    ]);
}

function VisibilityButton({ product }: { product: AdminProduct }) {
  const toggle = useAdminMutation((isActive: boolean) => call('adminProductVisibility', { params: { id: product.id }, body: { isActive } }), { refresh: ['products'] });
  const Icon = product.isActive ? EyeOff : Eye;
  return (
    <button
      type="button"
      onClick={() => toggle.mutate(!product.isActive)}
      disabled={toggle.isPending}
      className="grid size-9 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-50"
      aria-label={product.isActive ? `Hide ${product.name} from the shop` : `Show ${product.name} in the shop`}
      title={product.isActive ? 'Hide from the shop' : 'Show in the shop'}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/** Every product, hidden ones too, with search, filters and paging done by the server. */
export function ProductsPage() {
  const { values, page, set } = useListParams(keys);
  const categories = useAdminCategories();
  const products = useAdminProducts({ ...values, page, pageSize: PAGE_SIZE });
  const navigate = useNavigate();
  const data = products.data;

  return (
    <>
      <PageHeader
        title="Products"
        description="Search, filter and edit the catalogue. Hidden products stay here but disappear from the shop."
        actions={
          <Link to="/admin/products/new" className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" /> New product
          </Link>
        }
      />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search products" placeholder="Name, brand or number" />
          <FilterSelect label="Category" value={values.categoryId} onChange={(categoryId) => set({ categoryId })} options={[{ value: '', label: 'All' }, ...categoryOptions(categories.data)]} />
          <FilterSelect
            label="Stock"
            value={values.stock}
            onChange={(stock) => set({ stock })}
            options={[
              { value: '', label: 'All' },
              { value: 'low', label: `Low (${lowStockThreshold} or fewer)` },
              { value: 'out', label: 'Out of stock' },
            ]}
          />
          <FilterSelect
            label="In the shop"
            value={values.visibility}
            onChange={(visibility) => set({ visibility })}
            options={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Shown' },
              { value: 'hidden', label: 'Hidden' },
            ]}
          />
        </div>
        <Table
          caption="Products"
          head={
            <>
              <Th>Product</Th>
              <Th className="hidden lg:table-cell">Category</Th>
              <Th className="text-right">Price</Th>
              <Th className="text-right">Stock</Th>
              <Th className="hidden lg:table-cell">Shop</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </>
          }
        >
          {products.isPending ? (
            <SkeletonRows columns={6} />
          ) : products.isError ? (
            <EmptyRow columns={6}>{products.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={6}>No products match these filters.</EmptyRow>
          ) : (
            data.items.map((p) => (
              <tr key={p.id} className={`cursor-pointer hover:bg-stone-50 ${products.isPlaceholderData ? 'opacity-60' : ''}`} onClick={() => navigate(`/admin/products/${p.id}`)}>
                <Td>
                  <div className="flex items-center gap-3">
                    <SafeImage src={p.image} alt="" className="size-11 shrink-0 rounded-md border border-stone-100 bg-white object-contain" />
                    <div className="min-w-0">
                      <Link to={`/admin/products/${p.id}`} className="block truncate font-medium text-stone-900 hover:underline" onClick={(e) => e.stopPropagation()}>
                        {p.name}
                      </Link>
                      <p className="truncate text-xs text-stone-500">
                        {p.brand} · {p.packSize} · #{p.id}
                      </p>
                      {!p.isActive && (
                        <span className="lg:hidden">
                          <Badge tone="grey">Hidden</Badge>
                        </span>
                      )}
                    </div>
                  </div>
                </Td>
                <Td className="hidden text-stone-600 lg:table-cell">
                  {p.parentCategoryName ? `${p.parentCategoryName} › ` : ''}
                  {p.categoryName}
                </Td>
                <Td className="text-right tabular-nums">
                  <span className="font-medium">{formatRupeesAsINR(p.price)}</span>
                  {p.mrp > p.price && <span className="block text-xs text-stone-400 line-through">{formatRupeesAsINR(p.mrp)}</span>}
                </Td>
                <Td className="text-right">
                  <StockBadge stock={p.stock} minQty={p.minQty} low={lowStockThreshold} />
                  {p.waiting > 0 && (
                    <span className="mt-1 block text-xs text-stone-600" title="Members waiting for a back-in-stock mail">
                      {p.waiting} {p.waiting === 1 ? 'member waits' : 'members wait'}
                    </span>
                  )}
                </Td>
                <Td className="hidden lg:table-cell">{p.isActive ? <Badge tone="green">Shown</Badge> : <Badge tone="grey">Hidden</Badge>}</Td>
                <Td className="text-right" onClick={(e) => e.stopPropagation()}>
                  <VisibilityButton product={p} />
                </Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="products" />}
      </div>
    </>
  );
}
