import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { adminCategoryInput, type AdminCategory, type AdminCategoryInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { CheckboxField } from '../components/CheckboxField';
import { ImageField } from '../components/ImageField';

export type CategoryDraft = { category?: AdminCategory; parentId: number | null };

/** Creates or edits a category or subcategory. */
export function CategoryDialog({ draft, categories, onClose }: { draft: CategoryDraft; categories: AdminCategory[]; onClose: () => void }) {
  const editing = draft.category;
  const save = useAdminMutation((body: AdminCategoryInput) => (editing ? call('adminUpdateCategory', { params: { id: editing.id }, body }) : call('adminCreateCategory', { body })), {
    refresh: ['categories', 'products'],
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AdminCategoryInput>({
    resolver: zodResolver(adminCategoryInput) as Resolver<AdminCategoryInput>,
    defaultValues: editing
      ? { name: editing.name, hindiName: editing.hindiName ?? '', picture: editing.picture, parentId: editing.parentId, isActive: editing.isActive }
      : { name: '', hindiName: '', picture: '', parentId: draft.parentId, isActive: true },
  });
  const parents = categories.filter((c) => c.parentId === null && c.id !== editing?.id);
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: onClose }));
  const title = editing ? `Edit ${editing.name}` : draft.parentId === null ? 'New category' : 'New subcategory';

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required error={errors.name?.message} {...register('name')} />
          <SelectField label="Belongs to" error={errors.parentId?.message} {...register('parentId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}>
            <option value="">Nothing: a top-level category</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Hindi name"
          lang="hi"
          maxLength={60}
          hint="In Devanagari, such as मसाले. Shown in the shop in Hindi; leave empty for none."
          error={errors.hindiName?.message}
          {...register('hindiName')}
        />
        <Controller name="picture" control={control} render={({ field, fieldState }) => <ImageField kind="category" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <CheckboxField label="Shown in the shop" hint="A hidden category and its products disappear from the shop's menus." {...register('isActive')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {editing ? 'Save changes' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
