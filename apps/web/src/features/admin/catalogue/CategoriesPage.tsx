import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCategory } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { SafeImage } from '../../../ui/SafeImage';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminCategories } from '../api/hooks';
import { Badge } from '../components/Badge';
import { plural } from '../components/format';
import { MoveButtons } from '../components/MoveButtons';
import { PageHeader } from '../components/PageHeader';
import { CategoryDialog, type CategoryDraft } from './CategoryDialog';

const iconButton = 'grid size-8 place-items-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900';

function CategoryRow({ category, siblings, onEdit, sub }: { category: AdminCategory; siblings: number[]; onEdit: () => void; sub?: boolean }) {
  const reorder = useAdminMutation((ids: number[]) => call('adminOrderCategories', { body: { ids } }), { refresh: ['categories'], quiet: true });
  const visibility = useAdminMutation(
    (isActive: boolean) => call('adminUpdateCategory', { params: { id: category.id }, body: { name: category.name, picture: category.picture, parentId: category.parentId, isActive } }),
    { refresh: ['categories'] },
  );
  return (
    <div className={`flex items-center gap-3 px-4 py-2.5 ${sub ? 'pl-8 sm:pl-14' : ''} ${category.isActive ? '' : 'bg-stone-50'}`}>
      <SafeImage src={category.picture} alt="" className={`${sub ? 'size-8' : 'size-10'} shrink-0 rounded-md border border-stone-100 bg-white object-contain`} />
      <div className="min-w-0 flex-1">
        <p className={`truncate ${sub ? 'text-sm' : 'font-semibold'} text-stone-900`}>{category.name}</p>
        <p className="text-xs text-stone-500">
          <Link to={`/admin/products?categoryId=${category.id}`} className="hover:underline">
            {plural(category.productCount, 'product')}
          </Link>
          {!sub && ` · ${plural(category.subcategoryCount, 'subcategory', 'subcategories')}`}
        </p>
      </div>
      {!category.isActive && <Badge tone="grey">Hidden</Badge>}
      <MoveButtons ids={siblings} id={category.id} name={category.name} busy={reorder.isPending} onMove={(ids) => reorder.mutate(ids)} />
      <button type="button" className={iconButton} onClick={() => visibility.mutate(!category.isActive)} disabled={visibility.isPending} aria-label={category.isActive ? `Hide ${category.name}` : `Show ${category.name}`} title={category.isActive ? 'Hide from the shop' : 'Show in the shop'}>
        {category.isActive ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </button>
      <button type="button" className={iconButton} onClick={onEdit} aria-label={`Edit ${category.name}`} title="Edit">
        <Pencil aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** Categories and their subcategories, in the shop's order: create, edit, hide and reorder them. */
export function CategoriesPage() {
  const { data, isPending, isError, error } = useAdminCategories();
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const tops = (data ?? []).filter((c) => c.parentId === null);
  const subsOf = (id: number) => (data ?? []).filter((c) => c.parentId === id);

  return (
    <>
      <PageHeader
        title="Categories"
        description="Products belong to subcategories. The order here is the order in the shop."
        actions={
          <Button onClick={() => setDraft({ parentId: null })}>
            <Plus aria-hidden className="size-4" /> New category
          </Button>
        }
      />
      {isPending ? (
        <div role="status" aria-label="Loading categories" className="space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {error.message}
        </p>
      ) : (
        <ol className="space-y-3">
          {tops.map((top) => {
            const subs = subsOf(top.id);
            return (
              <li key={top.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
                <CategoryRow category={top} siblings={tops.map((t) => t.id)} onEdit={() => setDraft({ category: top, parentId: null })} />
                <ol className="divide-y divide-stone-100 border-t border-stone-100">
                  {subs.map((s) => (
                    <li key={s.id}>
                      <CategoryRow sub category={s} siblings={subs.map((x) => x.id)} onEdit={() => setDraft({ category: s, parentId: top.id })} />
                    </li>
                  ))}
                  <li className="px-4 py-2 pl-8 sm:pl-14">
                    <button type="button" onClick={() => setDraft({ parentId: top.id })} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
                      <Plus aria-hidden className="size-4" /> Add a subcategory to {top.name}
                    </button>
                  </li>
                </ol>
              </li>
            );
          })}
        </ol>
      )}
      {draft && data && <CategoryDialog draft={draft} categories={data} onClose={() => setDraft(null)} />}
    </>
  );
}
