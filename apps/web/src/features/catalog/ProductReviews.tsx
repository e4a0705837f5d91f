// A product's reviews by verified buyers (issue 35, decision 260): the approved ones, and for a member with a delivered
// order of it not yet reviewed, "Write a review". A new review shows once the shop approved it.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX, type ProductDetail } from '@shop/contract';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDates } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { SelectField, TextAreaField } from '../../ui/Field';
import { StarRating } from '../../ui/StarRating';

export function ProductReviews({ product }: { product: ProductDetail }) {
  const { day } = useDates();
  const session = useSession();
  const pid = product.Id;
  const list = useQuery({ queryKey: ['reviews', pid], queryFn: async ({ signal }) => (await call('reviewList', { query: { pid } }, signal)).data });
  const count = product.ReviewCount;
  const rating = product.Rating?.toFixed(1);
  return (
    <section aria-labelledby="product-reviews" className="below-fold mt-6 rounded-3xl border border-stone-200 bg-white p-4 [--below-fold-height:200px] sm:p-6 lg:p-8">
      <h2 id="product-reviews" className="text-lg font-bold text-stone-900"><Trans>Reviews by verified buyers</Trans></h2>
      {product.Rating === null ? (
        <p className="mt-2 text-sm text-stone-600"><Trans>No reviews yet. Only shoppers who received this product can review it.</Trans></p>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
          <StarRating value={product.Rating} />
          <span><Trans>{rating} out of 5</Trans> · <Plural value={count} one="# review" other="# reviews" /></span>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-100">
          {list.data.map((r) => (
            <li key={r.Id} className="py-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <StarRating value={r.Rating} />
                <span className="font-semibold text-stone-900">{r.Name}</span>
                <span className="text-stone-500">{day(r.CreatedAt)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-700">{r.Text}</p>
            </li>
          ))}
        </ul>
      )}
      {session && <WriteReview productId={pid} />}
    </section>
  );
}

/** The form, shown only while the member has a delivered order line of the product not yet reviewed. */
function WriteReview({ productId }: { productId: number }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: ['reviews', 'mine', productId], queryFn: async ({ signal }) => (await call('myReviews', { query: { pid: productId } }, signal)).data });
  // No stars are chosen for the shopper: they pick them.
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => call('writeReview', { body: { productID: productId, rating: Number(rating), text } }),
    onSuccess: (reply) => {
      toast.success(reply.msg);
      setRating('');
      setText('');
      void client.invalidateQueries({ queryKey: ['reviews', 'mine', productId] });
    },
    onError: (e) => setError(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!rating) return setError(t`Please choose from 1 to 5 stars.`);
    send.mutate();
  };
  if (!mine.data) return null;
  const pending = mine.data.Pending;
  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      {pending > 0 && <p className="text-sm text-stone-600"><Trans>Your review will show once the shop has checked it.</Trans></p>}
      {mine.data.CanReview && (
        <form method="post" onSubmit={submit} className="mt-2 grid max-w-xl gap-3" aria-labelledby="write-review">
          <h3 id="write-review" className="text-base font-semibold text-stone-900"><Trans>Write a review</Trans></h3>
          <SelectField label={t`Your rating`} required value={rating} onChange={(e) => setRating(e.currentTarget.value)}>
            <option value="">{t`Choose stars`}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>{t`${n} out of 5`}</option>
            ))}
          </SelectField>
          <TextAreaField label={t`Your review`} required rows={4} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} />
          <Button type="submit" busy={send.isPending} className="w-fit"><Trans>Send review</Trans></Button>
        </form>
      )}
    </div>
  );
}
