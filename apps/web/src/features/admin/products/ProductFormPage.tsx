import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { adminProductCreateInput, adminProductInput, lowStockThreshold, type AdminProductCreateInput, type AdminProductDetail } from '@shop/contract/admin';
import { gstRates } from '@shop/contract/declarations';
import { nutrients } from '@shop/contract/food-label';
import { Button, buttonClasses } from '../../../ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminCategories, useAdminCompany, useAdminProduct } from '../api/hooks';
import { StockBadge } from '../components/Badge';
import { CheckboxField } from '../components/CheckboxField';
import { formatIndianMoment } from '@shop/contract/format';
import { ImageField } from '../components/ImageField';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { StockDialog } from './StockDialog';
import { BatchesPanel } from './BatchesPanel';
import { FoodLabelPanel, labelForSaving } from './FoodLabelPanel';
import { HINDI_NAME_MAX, HINDI_TEXT_MAX, hindiNameHint, hindiTextHint, packedByShop, unitPriceHint } from './productForm';

const blank: AdminProductCreateInput = {
  name: '',
  hindiName: '',
  brand: '',
  packSize: '',
  // No subcategory chosen yet: the select opens on its 'Choose a subcategory' line.
  categoryId: undefined as unknown as number,
  price: Number.NaN,
  mrp: Number.NaN,
  minQty: 1,
  maxQty: 10,
  stock: 0,
  popularity: 0,
  shortDescription: '',
  description: '',
  origin: 'India',
  hindiShortDescription: '',
  hindiDescription: '',
  hindiOrigin: '',
  image: '',
  isActive: true,
  netQuantity: '',
  countryOfOrigin: 'India',
  manufacturer: '',
  bestBefore: '',
  foodType: 'veg',
  hsn: '',
  // No rate chosen yet: the select opens on its 'Choose a rate' line.
  gstRate: undefined as unknown as AdminProductCreateInput['gstRate'],
  ingredients: '',
  allergens: [],
  nutrition: { Per: '100g', ...emptyNutrients() } as AdminProductCreateInput['nutrition'],
  organicCertification: { Scheme: '', CertificateNo: '' } as unknown as AdminProductCreateInput['organicCertification'],
  freshProduce: false,
};

/** Every nutrient empty, as a new product's form opens. */
function emptyNutrients() {
  return Object.fromEntries(nutrients.map((k) => [k, Number.NaN]));
}

const fromProduct = (p: AdminProductDetail): AdminProductCreateInput => ({
  name: p.name,
  // Empty while none is given; saving it empty clears it.
  hindiName: p.hindiName ?? '',
  brand: p.brand,
  packSize: p.packSize,
  categoryId: p.categoryId,
  price: p.price,
  mrp: p.mrp,
  minQty: p.minQty,
  maxQty: p.maxQty,
  stock: p.stock,
  popularity: p.popularity,
  shortDescription: p.shortDescription,
  description: p.description,
  origin: p.origin,
  // Empty while none is given, as the Hindi name.
  hindiShortDescription: p.hindiShortDescription ?? '',
  hindiDescription: p.hindiDescription ?? '',
  hindiOrigin: p.hindiOrigin ?? '',
  image: p.image,
  isActive: p.isActive,
  // A product from before the declarations opens with them empty, to be completed before it can be saved.
  netQuantity: p.netQuantity ?? '',
  countryOfOrigin: p.countryOfOrigin,
  manufacturer: p.manufacturer,
  bestBefore: p.bestBefore ?? '',
  foodType: p.foodType,
  hsn: p.hsn ?? '',
  gstRate: (p.gstRate ?? undefined) as AdminProductCreateInput['gstRate'],
  ingredients: p.ingredients ?? '',
  allergens: p.allergens ?? [],
  nutrition: p.nutrition ?? ({ Per: '100g', ...emptyNutrients() } as AdminProductCreateInput['nutrition']),
  fssaiLicence: p.fssaiLicence ?? undefined,
  organicCertification: p.organicCertification ?? ({ Scheme: '', CertificateNo: '' } as unknown as AdminProductCreateInput['organicCertification']),
  freshProduce: p.freshProduce,
});

/** The contract's rules, on the form's values as saved: the label's empty parts left out (labelForSaving). */
function labelResolver(editing: boolean): Resolver<AdminProductCreateInput> {
  const base = (editing ? zodResolver(adminProductInput) : zodResolver(adminProductCreateInput)) as unknown as Resolver<AdminProductCreateInput>;
  return (values, context, options) => base(labelForSaving(values), context, options);
}

const back = (
  <Link to="/admin/products" className="mb-1 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900">
    <ArrowLeft aria-hidden className="size-4" /> Products
  </Link>
);

/** /admin/products/new and /admin/products/:id */
export function ProductFormPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const product = useAdminProduct(productId);
  // The form waits for the categories too, so the subcategory select opens on the product's own.
  const categories = useAdminCategories();
  // A new product's packer is filled in from the shop's details.
  const company = useAdminCompany();
  const loading = (
    <div role="status" aria-label="Loading the product" className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-96" />
    </div>
  );
  if (categories.isPending) return loading;
  if (productId === undefined) return company.isPending ? loading : <ProductForm key="new" packer={packedByShop(company.data)} licence={company.data?.fssaiLicence || undefined} />;
  if (product.isError) {
    return (
      <>
        <PageHeader title="Product" back={back} />
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {product.error.message}
        </p>
      </>
    );
  }
  if (!product.data) return loading;
  return <ProductForm key={product.data.id} product={product.data} />;
}

function ProductForm({ product, packer = '', licence }: { product?: AdminProductDetail; packer?: string; licence?: string }) {
  const navigate = useNavigate();
  const categories = useAdminCategories();
  const [stockOpen, setStockOpen] = useState(false);
  const editing = product !== undefined;
  const save = useAdminMutation((body: AdminProductCreateInput) => (editing ? call('adminUpdateProduct', { params: { id: product.id }, body }) : call('adminCreateProduct', { body })), {
    refresh: ['products', 'categories'],
  });
  const {
    register,
    handleSubmit,
    control,
    watch,
    formState: { errors, isDirty },
  } = useForm<AdminProductCreateInput>({ resolver: labelResolver(editing), defaultValues: product ? fromProduct(product) : { ...blank, manufacturer: packer, fssaiLicence: licence } });
  const [price, mrp, netQuantity] = watch(['price', 'mrp', 'netQuantity']);
  const priced = Number.isFinite(price) && Number.isFinite(mrp) && price > 0;
  const mrpHint = !priced ? 'The printed maximum retail price.' : mrp > price ? `The shop shows ${Math.round(((mrp - price) / mrp) * 100)}% off.` : 'Same as the price: no discount is shown.';

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (reply) => {
        if (!editing) navigate(`/admin/products/${reply.data.id}`, { replace: true });
      },
    }),
  );

  const tops = (categories.data ?? []).filter((c) => c.parentId === null);
  const num = { valueAsNumber: true } as const;

  return (
    <>
      <PageHeader
        back={back}
        title={editing ? product.name : 'New product'}
        description={editing ? `#${product.id} · last changed ${formatIndianMoment(product.updatedAt)}` : 'Prices are in rupees; a product is shown in the shop once saved with "Shown in the shop" ticked.'}
        actions={
          editing && (
            <a href={`/product/${product.id}`} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
              <ExternalLink aria-hidden className="size-4" /> View in the shop
            </a>
          )
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[1fr_20rem]" aria-label={editing ? 'Edit product' : 'New product'}>
        <div className="space-y-5">
          <Panel title="Product">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <TextField label="Name" required error={errors.name?.message} {...register('name')} />
              </div>
              <div className="sm:col-span-2">
                <TextField label="Hindi name" lang="hi" maxLength={HINDI_NAME_MAX} hint={hindiNameHint} error={errors.hindiName?.message} {...register('hindiName')} />
              </div>
              <TextField label="Brand" required error={errors.brand?.message} {...register('brand')} />
              <TextField label="Pack size" required placeholder="500 g, 1 L, 12 pieces" error={errors.packSize?.message} {...register('packSize')} />
              <SelectField label="Subcategory" required error={errors.categoryId?.message} {...register('categoryId', num)}>
                <option value="">Choose a subcategory</option>
                {tops.map((top) => (
                  <optgroup key={top.id} label={top.name}>
                    {(categories.data ?? [])
                      .filter((c) => c.parentId === top.id)
                      .map((sub) => (
                        <option key={sub.id} value={sub.id}>
                          {sub.name}
                          {sub.isActive ? '' : ' (hidden)'}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </SelectField>
              <TextField label="Origin" required placeholder="Punjab, India" error={errors.origin?.message} {...register('origin')} />
              <TextField label="Hindi origin" lang="hi" maxLength={HINDI_TEXT_MAX.hindiOrigin} placeholder="पंजाब, भारत" error={errors.hindiOrigin?.message} {...register('hindiOrigin')} />
              <div className="sm:col-span-2">
                <TextField label="Short description" hint="One line, shown on the product page's Description tab." error={errors.shortDescription?.message} {...register('shortDescription')} />
              </div>
              <div className="sm:col-span-2">
                <TextAreaField label="Hindi summary" lang="hi" rows={2} maxLength={HINDI_TEXT_MAX.hindiShortDescription} error={errors.hindiShortDescription?.message} {...register('hindiShortDescription')} />
              </div>
              <div className="sm:col-span-2">
                <TextAreaField label="Description" rows={5} error={errors.description?.message} {...register('description')} />
              </div>
              <div className="sm:col-span-2">
                <TextAreaField label="Hindi description" lang="hi" rows={5} maxLength={HINDI_TEXT_MAX.hindiDescription} hint={hindiTextHint} error={errors.hindiDescription?.message} {...register('hindiDescription')} />
              </div>
            </div>
          </Panel>

          <Panel title="Declarations and tax">
            <p className="-mt-1 mb-4 text-sm text-stone-600">What the pack declares, shown on the product page as the Legal Metrology rules ask; HSN code and GST rate go on tax invoices.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Net quantity" required placeholder="500 g" hint={unitPriceHint(price, netQuantity)} error={errors.netQuantity?.message} {...register('netQuantity')} />
              <TextField label="Country of origin" required error={errors.countryOfOrigin?.message} {...register('countryOfOrigin')} />
              <div className="sm:col-span-2">
                <TextAreaField
                  label="Manufacturer, packer or importer"
                  required
                  rows={3}
                  hint="Name and full address, as on the pack: Packed by …, Imported by …"
                  error={errors.manufacturer?.message}
                  {...register('manufacturer')}
                />
              </div>
              <TextField label="Best before" placeholder="6 months from packing" hint="Leave empty for what does not spoil." error={errors.bestBefore?.message} {...register('bestBefore')} />
              <SelectField label="Food mark" error={errors.foodType?.message} {...register('foodType', { setValueAs: (v: string | null) => (v === '' || v === null ? null : v) })}>
                <option value="veg">Vegetarian (green dot)</option>
                <option value="non-veg">Non-vegetarian (brown triangle)</option>
                <option value="">None: not food</option>
              </SelectField>
              <TextField label="HSN code" required inputMode="numeric" maxLength={8} placeholder="1006" hint="4, 6 or 8 digits." error={errors.hsn?.message} {...register('hsn')} />
              <SelectField label="GST rate" required error={errors.gstRate?.message} {...register('gstRate', num)}>
                <option value="">Choose a rate</option>
                {gstRates.map((r) => (
                  <option key={r} value={r}>
                    {r} %
                  </option>
                ))}
              </SelectField>
            </div>
          </Panel>

          <FoodLabelPanel register={register} errors={errors} />

          <Panel title="Price and quantities">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Selling price (₹)" type="number" inputMode="decimal" step="0.01" min={0} required error={errors.price?.message} {...register('price', num)} />
              <TextField
                label="MRP (₹)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                required
                error={errors.mrp?.message}
                hint={mrpHint}
                {...register('mrp', num)}
              />
              <TextField label="Minimum per order" type="number" inputMode="numeric" min={1} required error={errors.minQty?.message} {...register('minQty', num)} />
              <TextField label="Maximum per order" type="number" inputMode="numeric" min={1} required error={errors.maxQty?.message} {...register('maxQty', num)} />
              {!editing && <TextField label="Stock (units)" type="number" inputMode="numeric" min={0} required error={errors.stock?.message} {...register('stock', num)} />}
              <TextField label="Popularity" type="number" inputMode="numeric" min={0} hint="Higher comes first in the shop's default order." error={errors.popularity?.message} {...register('popularity', num)} />
            </div>
          </Panel>
        </div>

        <div className="space-y-5">
          <Panel>
            <Controller name="image" control={control} render={({ field, fieldState }) => <ImageField kind="product" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
          </Panel>
          {editing && (
            <Panel title="Stock">
              <div className="flex items-center justify-between gap-3">
                <StockBadge stock={product.stock} minQty={product.minQty} low={lowStockThreshold} />
                <Button variant="secondary" size="sm" onClick={() => setStockOpen(true)}>
                  <PackagePlus aria-hidden className="size-4" /> Adjust stock
                </Button>
              </div>
              <p className="mt-2 text-xs text-stone-500">Every change is kept with its reason in the audit log.</p>
            </Panel>
          )}
          <Panel title="In the shop">
            <CheckboxField label="Shown in the shop" hint="Untick to hide the product without losing it." {...register('isActive')} />
          </Panel>
          <div className="flex flex-col gap-2 lg:sticky lg:top-4">
            <Button type="submit" size="lg" busy={save.isPending} disabled={editing && !isDirty}>
              {editing ? 'Save changes' : 'Create product'}
            </Button>
            <Link to="/admin/products" className={buttonClasses('ghost', 'md', 'w-full')}>
              Cancel
            </Link>
          </div>
        </div>
      </form>
      {editing && (
        <div className="mt-5 max-w-3xl">
          <BatchesPanel productId={product.id} />
        </div>
      )}
      {editing && <StockDialog product={product} open={stockOpen} onOpenChange={setStockOpen} />}
    </>
  );
}
