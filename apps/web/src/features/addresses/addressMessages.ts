import { ApiError } from '../../lib/api';

/** The address messages: the server's refusal with its message, or the general text when the call failed on the way. */
export function addressSaveError(error: Error, editing: boolean): string {
  const refused = error instanceof ApiError && error.status > 0;
  if (editing) return refused ? `Error updating address: ${error.message}` : 'An error occurred while updating the address.';
  return refused ? `Error saving address: ${error.message}` : 'An error occurred while saving the address.';
}

export function addressDeleteError(error: Error): string {
  return error instanceof ApiError && error.status > 0 ? `Error deleting address: ${error.message}` : 'An error occurred while deleting the address.';
}
