import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../lib/api';

/** The text for a category list that failed (refused by the server, or never reached it), shown with `t(…)`. */
export function categoriesError(error: unknown): MessageDescriptor {
  return error instanceof ApiError && error.status > 0 ? msg`Failed to fetch categories.` : msg`An error occurred while fetching categories. Please try again later.`;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A route parameter as a positive whole id, or undefined. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** A page number from `?page=` (1 when missing or odd). */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
