import { Trans, useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { emailChangeBody, nameBody } from '@shop/contract';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { DownloadButton } from '../../ui/DownloadButton';
import { TextField } from '../../ui/Field';
import { useChangeEmail, useSetName } from './api';

/**
 * My Account, "Login & Security": the member's own data (DPDP Act 2023; decision 243): correct the name (saved at once),
 * change the e-mail address (confirmed from a link mailed to the new one), download a copy of everything held.
 */
export function ProfilePanel({ firstname, lastname, email }: { firstname: string; lastname: string; email: string }) {
  const { t } = useLingui();
  const failed = (e: unknown) => (e instanceof ApiError && e.status > 0 ? e.message : t`Could not reach the shop. Please check your connection and try again.`);
  const setName = useSetName();
  const changeEmail = useChangeEmail();
  const [name, setNameFields] = useState({ Firstname: firstname, Lastname: lastname });
  const [nameError, setNameError] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [emailError, setEmailError] = useState('');

  const saveName = (e: FormEvent) => {
    e.preventDefault();
    const checked = nameBody.safeParse(name);
    if (!checked.success) return setNameError(checked.error.issues[0].message);
    setNameError('');
    setName.mutate(checked.data, { onSuccess: () => toast.success(t`Your name is saved.`), onError: (err) => setNameError(failed(err)) });
  };
  const askEmail = (e: FormEvent) => {
    e.preventDefault();
    const checked = emailChangeBody.safeParse({ Email: newEmail });
    if (!checked.success) return setEmailError(checked.error.issues[0].message);
    setEmailError('');
    changeEmail.mutate(checked.data, { onError: (err) => setEmailError(failed(err)) });
  };

  return (
    <section aria-labelledby="profile-title" className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="profile-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <UserRound aria-hidden className="size-5 text-brand-700" /> <Trans>Your details</Trans>
      </h2>
      <form method="post" onSubmit={saveName} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField label={t`First Name`} autoComplete="given-name" value={name.Firstname} onChange={(e) => setNameFields({ ...name, Firstname: e.target.value })} error={nameError} />
        <TextField label={t`Last Name`} autoComplete="family-name" value={name.Lastname} onChange={(e) => setNameFields({ ...name, Lastname: e.target.value })} />
        <Button type="submit" busy={setName.isPending} className="sm:mt-6">
          <Trans>Save name</Trans>
        </Button>
      </form>
      <form method="post" onSubmit={askEmail} noValidate className="grid gap-3 sm:grid-cols-[2fr_auto] sm:items-start">
        <TextField
          label={t`New e-mail address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t`Now ${email}. It changes once you follow the link we mail to the new address.`}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={emailError}
        />
        <Button type="submit" variant="secondary" busy={changeEmail.isPending} className="sm:mt-6">
          <Trans>Change e-mail</Trans>
        </Button>
      </form>
      {changeEmail.isSuccess && (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {changeEmail.data.msg}
        </p>
      )}
      <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          <Trans>A copy of everything we hold about you: profile, addresses, orders, cart, messages and sessions.</Trans>
        </p>
        <DownloadButton call="myData" input={{}} fileName="my-data.json">
          <Trans>Download my data</Trans>
        </DownloadButton>
      </div>
    </section>
  );
}
