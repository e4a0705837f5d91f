import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { deleteAccountBody, deletionReasons, type DeleteAccountInput, type DeletionReason } from '@shop/contract';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useLeaveSession } from '../auth';
import { useAccountSecurity, useDeleteAccount } from './api';
import { ProofField, type Proof } from './ProofField';

const DETAILS_MAX = 1000;

/**
 * The contract's reasons in the shopper's language; the English one is what is sent and kept. Typed by the contract's
 * list, so a reason added there fails the type check until it has its words here.
 */
const reasonWords: Record<DeletionReason, MessageDescriptor> = {
  "I don't want to use the service anymore": msg`I don't want to use the service anymore`,
  "I'm using a different account": msg`I'm using a different account`,
  "I'm worried about my privacy": msg`I'm worried about my privacy`,
  'You are sending me too many emails/notifications': msg`You are sending me too many emails/notifications`,
  'This app is not working properly': msg`This app is not working properly`,
  Other: msg`Other`,
};

/** The 'Delete my account' panel (docs/product.md#privacy-and-closing-an-account); the account is really closed, after a confirmation. */
export function DeleteAccountPanel({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const deleteAccount = useDeleteAccount();
  const leaveSession = useLeaveSession();
  const [confirming, setConfirming] = useState(false);
  // Closing the account needs the password or a mailed code, not only the session (a borrowed phone must not do it).
  const security = useAccountSecurity();
  const [proof, setProof] = useState<Proof>({});
  const [proofError, setProofError] = useState('');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DeleteAccountInput, unknown, z.output<typeof deleteAccountBody>>({ resolver: zodResolver(deleteAccountBody), defaultValues: { details: '' } });
  const reason = watch('reason');
  const details = watch('details') ?? '';
  const chosen = reason ? t(reasonWords[reason]) : '';
  const typed = details.length;

  const confirmDeletion = handleSubmit((values) => {
    if (!proof.password && !proof.otp) {
      setProofError(security.data?.HasPassword ? t`Please enter your password.` : t`Please enter the code from the email.`);
      return;
    }
    setProofError('');
    deleteAccount.mutate(
      { ...values, ...proof },
      {
        onSuccess: (reply) => {
          setConfirming(false);
          toast.success(reply.msg);
          void leaveSession();
        },
        onError: (error) => {
          const msg = error instanceof ApiError && error.status > 0 ? error.message : t`Could not reach the shop. Please check your connection and try again.`;
          // A wrong password keeps the dialog open to try again; anything else closes it.
          if (error instanceof ApiError && error.status === 403) setProofError(msg);
          else {
            setConfirming(false);
            toast.error(msg);
          }
        },
      },
    );
  });

  return (
    <section aria-labelledby="delete-account-title" className="rounded-2xl border border-red-200 bg-white p-5 sm:p-6">
      <h3 id="delete-account-title" className="text-lg font-semibold text-stone-900">
        <Trans>Delete my account</Trans>
      </h3>
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(() => setConfirming(true))}
        className="mt-4 space-y-5"
      >
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-stone-800">
            <Trans>Why would you like to delete your account?</Trans>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {deletionReasons.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-3 py-2.5 text-sm text-stone-700 hover:border-stone-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-stone-900"
              >
                <input type="radio" value={r} className="mt-0.5 size-4 shrink-0 accent-brand-700" {...register('reason')} />
                {t(reasonWords[r])}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {translateMessage(errors.reason.message ?? '', i18n.locale)}
            </p>
          )}
        </fieldset>

        {reason && (
          <>
            <p className="text-sm text-stone-700" aria-live="polite">
              <Trans>
                You selected: <span className="font-semibold text-stone-900">{chosen}</span>
              </Trans>
            </p>
            <TextAreaField
              label={t`Please provide additional details (optional)`}
              rows={4}
              maxLength={DETAILS_MAX}
              hint={t`${typed} / ${DETAILS_MAX} characters`}
              error={errors.details?.message}
              {...register('details')}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" variant="danger">
                <Trans>Delete Account</Trans>
              </Button>
            </div>
          </>
        )}
        {!reason && (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        )}
      </form>

      <Modal open={confirming} onOpenChange={(open) => !deleteAccount.isPending && setConfirming(open)} title={t`Delete your account?`} size="sm">
        <div className="flex gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>
            <Trans>
              This cannot be undone. Your name, e-mail address, phone number, password, saved addresses and cart will be erased, and you will be logged out on
              every device. Your past orders stay in our books without your personal details.
            </Trans>
          </p>
        </div>
        <div className="mt-4">
          {security.data ? (
            <ProofField email={security.data.Email} hasPassword={security.data.HasPassword} onChange={setProof} error={proofError} />
          ) : (
            <Skeleton className="h-16 w-full rounded-xl" />
          )}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleteAccount.isPending}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button variant="danger" busy={deleteAccount.isPending} onClick={() => void confirmDeletion()}>
            <Trans>Yes, delete my account</Trans>
          </Button>
        </div>
      </Modal>
    </section>
  );
}
