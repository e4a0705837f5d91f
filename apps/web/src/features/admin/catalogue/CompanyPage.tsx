import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminCompanyInput, type AdminCompany, type AdminCompanyInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { TextAreaField, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminCompany } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';

const empty: AdminCompanyInput = { name: '', add1: '', add2: '', city: '', stateName: '', countryName: 'India', pinCode: '', email: '', phoneNumber: '', fbPageUrl: '', twUrl: '', youtubeUrl: '', linkedinUrl: '', about: '', hindiAbout: '', mapEmbedUrl: '', legalName: '', gstin: '', fssaiLicence: '', upiId: '', lowStockLevel: 5, cin: '', grievanceName: '', grievanceDesignation: '', grievanceEmail: '', grievancePhone: '', supportOpens: '', supportCloses: '', contactRetentionDays: 365 };

/** The shop's name, address, contacts and social links, shown in the header, footer and contact page. */
export function CompanyPage() {
  const company = useAdminCompany();
  return (
    <>
      <PageHeader title="Shop details" description="Shown in the shop's header, footer and Contact page; the e-mail also receives the contact form's messages." />
      {company.isPending ? (
        <Skeleton className="h-[32rem]" />
      ) : company.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {company.error.message}
        </p>
      ) : (
        <CompanyForm company={company.data} />
      )}
    </>
  );
}

function CompanyForm({ company }: { company: AdminCompany | null }) {
  const save = useAdminMutation((body: AdminCompanyInput) => call('adminSaveCompany', { body }), { refresh: ['company'] });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AdminCompanyInput>({ resolver: zodResolver(adminCompanyInput), defaultValues: company ?? empty });
  const field = (name: keyof AdminCompanyInput, label: string, extra: Record<string, unknown> = {}) => <TextField label={label} error={errors[name]?.message} {...extra} {...register(name)} />;

  return (
    <form onSubmit={handleSubmit((input) => save.mutate(input, { onSuccess: () => reset(input) }))} noValidate className="space-y-5" aria-label="Shop details">
      <Panel title="Shop">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Shop name', { required: true })}
          {field('email', 'E-mail', { required: true, type: 'email' })}
          {field('phoneNumber', 'Phone', { required: true, type: 'tel', placeholder: '+91 80 4567 8900' })}
          <div className="grid grid-cols-2 gap-3">
            {field('supportOpens', 'Phone answered from', { type: 'time', hint: 'Every day, India time.' })}
            {field('supportCloses', 'Phone answered until', { type: 'time', hint: 'Both empty: no hours shown.' })}
          </div>
          <div className="space-y-4 sm:col-span-2">
            <TextAreaField label="About the shop" rows={3} hint="Shown in the footer." error={errors.about?.message} {...register('about')} />
            <TextAreaField label="About the shop in Hindi" rows={3} hint="Shown in the footer of Hindi pages; empty: the English text is shown." error={errors.hindiAbout?.message} {...register('hindiAbout')} />
          </div>
        </div>
      </Panel>
      <Panel title="Address">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('add1', 'Address line 1', { required: true })}
          {field('add2', 'Address line 2')}
          {field('city', 'City', { required: true })}
          {field('stateName', 'State', { required: true })}
          {field('pinCode', 'Pin code', { required: true, inputMode: 'numeric', maxLength: 6 })}
          {field('countryName', 'Country', { required: true })}
          <div className="sm:col-span-2">{field('mapEmbedUrl', 'Map (OpenStreetMap embed address)', { hint: 'On openstreetmap.org: Share › HTML, then copy the address inside src="...".' })}</div>
        </div>
      </Panel>
      <Panel title="Legal details">
        <p className="-mt-1 mb-4 text-sm text-stone-600">Printed in the shop's footer (and on tax invoices). Leave the GSTIN or FSSAI licence empty until the shop is registered.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{field('legalName', 'Legal name', { placeholder: 'Annapurna Organics Private Limited', hint: 'As registered; the shop name is printed when empty.' })}</div>
          {field('gstin', 'GSTIN', { maxLength: 15, autoCapitalize: 'characters', spellCheck: false, placeholder: '29ABCDE1234F1Z5', hint: '15 characters; its state code must match the address.' })}
          {field('fssaiLicence', 'FSSAI licence number', { inputMode: 'numeric', maxLength: 14, placeholder: '14 digits' })}
          {field('cin', 'CIN (company identification number)', { maxLength: 21, autoCapitalize: 'characters', spellCheck: false, placeholder: 'U15400KA2020PTC123456', hint: '21 characters, as on the certificate of incorporation.' })}
        </div>
      </Panel>
      <Panel title="Grievance officer and complaints">
        <p className="-mt-1 mb-4 text-sm text-stone-600">
          The Consumer Protection (E-Commerce) Rules 2020 and the DPDP Act ask the shop to name who handles complaints: shown in the footer, the contact page and
          the privacy notice. Give all four, or leave all four empty.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('grievanceName', 'Name', { autoComplete: 'off' })}
          {field('grievanceDesignation', 'Designation', { placeholder: 'Grievance Officer' })}
          {field('grievanceEmail', 'E-mail', { type: 'email', autoComplete: 'off' })}
          {field('grievancePhone', 'Phone', { type: 'tel', placeholder: '+91 80 4567 8900' })}
          <TextField
            label="Keep contact messages for (days)"
            type="number"
            inputMode="numeric"
            min={30}
            max={3650}
            hint="Older messages are erased (and a member's are erased with the account)."
            error={errors.contactRetentionDays?.message}
            {...register('contactRetentionDays', { valueAsNumber: true })}
          />
        </div>
      </Panel>
      <Panel title="Payments">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('upiId', 'UPI id', {
            placeholder: 'yourshop@okaxis',
            autoComplete: 'off',
            spellCheck: false,
            hint: 'The UPI id (VPA) your bank or UPI app gave the shop, such as annapurnaorganics@okaxis. With it, checkout offers UPI: a link and a QR code for the exact amount. Leave it empty to take cash on delivery only.',
          })}
        </div>
      </Panel>
      <Panel title="Stock">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Low-stock level"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            hint='Products with this many or fewer left show "Only N left" in the shop. 0 turns it off.'
            error={errors.lowStockLevel?.message}
            {...register('lowStockLevel', { valueAsNumber: true })}
          />
        </div>
      </Panel>
      <Panel title="Social links">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('fbPageUrl', 'Facebook page', { type: 'url', placeholder: 'https://' })}
          {field('twUrl', 'X (Twitter) page', { type: 'url', placeholder: 'https://' })}
          {field('youtubeUrl', 'YouTube channel', { type: 'url', placeholder: 'https://' })}
          {field('linkedinUrl', 'LinkedIn page', { type: 'url', placeholder: 'https://' })}
        </div>
      </Panel>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty} onClick={() => reset()}>
          Undo changes
        </Button>
        <Button type="submit" busy={save.isPending} disabled={!isDirty}>
          Save shop details
        </Button>
      </div>
    </form>
  );
}
