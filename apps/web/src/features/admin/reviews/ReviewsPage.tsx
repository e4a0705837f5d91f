import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminReview } from '@shop/contract/admin';
import { formatIndianMoment } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { StarRating } from '../../../ui/StarRating';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminReviews } from '../api/hooks';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect } from '../components/SearchBox';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 15;
const keys = ['status'] as const;

function ReviewCard({ review }: { review: AdminReview }) {
  const approve = useAdminMutation(() => call('adminApproveReview', { params: { id: review.id } }), { refresh: ['reviews'] });
  const reject = useAdminMutation(() => call('adminRejectReview', { params: { id: review.id } }), { refresh: ['reviews'] });
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            <Link to={`/admin/products/${review.productId}`} className="hover:underline">{review.productName}</Link>
          </p>
          <p className="text-sm text-stone-600">
            {review.memberEmail ?? 'Closed account'} · <Link to={`/admin/orders/${review.orderId}`} className="text-brand-700 hover:underline">order {review.orderId}</Link> (delivered)
          </p>
        </div>
        <p className="text-xs text-stone-500">{formatIndianMoment(review.createdAt)}</p>
      </div>
      <StarRating value={review.rating} className="mt-2" />
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-stone-800">{review.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status === 'pending' && (
          <Button size="sm" busy={approve.isPending} onClick={() => approve.mutate()}>
            <Check aria-hidden className="size-4" /> Approve
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button variant="secondary" size="sm" busy={reject.isPending} onClick={() => reject.mutate()}>
            <X aria-hidden className="size-4" /> {review.status === 'approved' ? 'Withdraw' : 'Reject'}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Reviews by verified buyers: each shows in the shop only once approved here (decision 260). */
export function ReviewsPage() {
  const { values, page, set } = useListParams(keys);
  const status = values.status || 'pending';
  const reviews = useAdminReviews({ status, page, pageSize: PAGE_SIZE });
  const data = reviews.data;
  return (
    <>
      <PageHeader title="Reviews" description="Written by members about products delivered to them. A review shows in the shop once approved." />
      <div className="mb-4">
        <FilterSelect
          label="Show"
          value={status}
          onChange={(next) => set({ status: next })}
          options={[
            { value: 'pending', label: 'Waiting for a decision' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
          ]}
        />
      </div>
      {reviews.isPending ? (
        <div role="status" aria-label="Loading reviews" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : reviews.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">{reviews.error.message}</p>
      ) : !data?.items.length ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">{status === 'pending' ? 'No review is waiting.' : 'No reviews.'}</div>
      ) : (
        <div>
          <ul className="space-y-3">
            {data.items.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </ul>
          <div className="mt-3 rounded-xl border border-stone-200 bg-white">
            <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="reviews" />
          </div>
        </div>
      )}
    </>
  );
}
