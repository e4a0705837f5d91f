import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api';

// Called when a save or delete fails (not while rendering), so the shop's language of that moment applies.

/** The address messages: the server's refusal with its message, or the general text when the call failed on the way. */
export function addressSaveError(error: Error, editing: boolean): string {
  const refused = error instanceof ApiError && error.status > 0;
  const reason = error.message;
  if (editing) return refused ? t`Error updating address: ${reason}` : t`An error occurred while updating the address.`;
  return refused ? t`Error saving address: ${reason}` : t`An error occurred while saving the address.`;
}

export function addressDeleteError(error: Error): string {
  const reason = error.message;
  return error instanceof ApiError && error.status > 0 ? t`Error deleting address: ${reason}` : t`An error occurred while deleting the address.`;
}
