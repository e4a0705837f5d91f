import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { adminBannerInput, type AdminBanner, type AdminBannerInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { SafeImage } from '../../../ui/SafeImage';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminBanners } from '../api/hooks';
import { Badge } from '../components/Badge';
import { CheckboxField } from '../components/CheckboxField';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImageField } from '../components/ImageField';
import { MoveButtons } from '../components/MoveButtons';
import { PageHeader } from '../components/PageHeader';

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const save = useAdminMutation((body: AdminBannerInput) => (banner ? call('adminUpdateBanner', { params: { id: banner.id }, body }) : call('adminCreateBanner', { body })), { refresh: ['banners'] });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AdminBannerInput>({
    resolver: zodResolver(adminBannerInput),
    defaultValues: banner ? { name: banner.name, image: banner.image, navigateUrl: banner.navigateUrl, isActive: banner.isActive } : { name: '', image: '', navigateUrl: '/shop', isActive: true },
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={banner ? `Edit ${banner.name}` : 'New banner'} size="lg">
      <form onSubmit={handleSubmit((input) => save.mutate(input, { onSuccess: onClose }))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required hint="Read out to people who cannot see the picture." error={errors.name?.message} {...register('name')} />
          <TextField label="Link" required placeholder="/shop or https://..." hint="Opens in a new tab when the banner is clicked." error={errors.navigateUrl?.message} {...register('navigateUrl')} />
        </div>
        <Controller name="image" control={control} render={({ field, fieldState }) => <ImageField kind="banner" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <CheckboxField label="Active" hint="Only active banners turn in the home page's carousel." {...register('isActive')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {banner ? 'Save changes' : 'Add banner'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The home page's carousel: pictures, links, on or off, and their order. */
export function BannersPage() {
  const { data, isPending, isError, error } = useAdminBanners();
  const [editing, setEditing] = useState<AdminBanner | null | undefined>(undefined);
  const [doomed, setDoomed] = useState<AdminBanner | null>(null);
  const reorder = useAdminMutation((ids: number[]) => call('adminOrderBanners', { body: { ids } }), { refresh: ['banners'], quiet: true });
  const remove = useAdminMutation((id: number) => call('adminDeleteBanner', { params: { id } }), { refresh: ['banners'] });
  const toggle = useAdminMutation((b: AdminBanner) => call('adminUpdateBanner', { params: { id: b.id }, body: { name: b.name, image: b.image, navigateUrl: b.navigateUrl, isActive: !b.isActive } }), {
    refresh: ['banners'],
  });
  const ids = (data ?? []).map((b) => b.id);

  return (
    <>
      <PageHeader
        title="Banners"
        description="The pictures that turn at the top of the home page, in this order."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden className="size-4" /> New banner
          </Button>
        }
      />
      {isPending ? (
        <div role="status" aria-label="Loading banners" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {error.message}
        </p>
      ) : !data.length ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">No banners yet: the home page starts with the categories.</div>
      ) : (
        <ol className="space-y-3">
          {data.map((b) => (
            <li key={b.id} className={`flex flex-col gap-3 rounded-xl border border-stone-200 p-3 shadow-sm lg:flex-row lg:items-center ${b.isActive ? 'bg-white' : 'bg-stone-50'}`}>
              <SafeImage src={b.image} alt="" className="aspect-[24/5] w-full shrink-0 rounded-lg border border-stone-100 object-cover lg:w-64" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{b.name}</p>
                <a href={b.navigateUrl} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 truncate text-sm text-brand-700 hover:underline">
                  {b.navigateUrl} <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                </a>
                <div className="mt-1">{b.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Off</Badge>}</div>
              </div>
              <div className="flex items-center gap-1 self-end lg:self-center">
                <MoveButtons ids={ids} id={b.id} name={b.name} busy={reorder.isPending} onMove={(next) => reorder.mutate(next)} />
                <Button variant="ghost" size="sm" onClick={() => toggle.mutate(b)} disabled={toggle.isPending}>
                  {b.isActive ? 'Turn off' : 'Turn on'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(b)} aria-label={`Edit ${b.name}`}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDoomed(b)} aria-label={`Delete ${b.name}`}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing !== undefined && <BannerDialog banner={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={`Delete ${doomed?.name ?? ''}?`}
        description="The banner leaves the home page for good. To take it down for a while, turn it off instead."
        confirmLabel="Delete banner"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed.id, { onSuccess: () => setDoomed(null) })}
      />
    </>
  );
}
