import { ShieldAlert } from 'lucide-react';
import { Link, Route, Routes } from 'react-router';
import { ApiError } from '../../lib/api';
import { Button, buttonClasses } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from './useDocumentTitle';
import { useLogout } from '../auth';
import { AdminLayout } from './AdminLayout';
import { useAdminMe } from './api/hooks';
import { AuditPage } from './audit/AuditPage';
import { BannersPage } from './catalogue/BannersPage';
import { CategoriesPage } from './catalogue/CategoriesPage';
import { CompanyPage } from './catalogue/CompanyPage';
import { CouponsPage } from './coupons/CouponsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { DeliveryPage } from './delivery/DeliveryPage';
import { PickingPage } from './delivery/PickingPage';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrdersPage } from './orders/OrdersPage';
import { MemberDetailPage } from './people/MemberDetailPage';
import { MembersPage } from './people/MembersPage';
import { MessagesPage } from './people/MessagesPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { SubscribersPage } from './people/SubscribersPage';
import { GstPage } from './gst/GstPage';
import { ProductFormPage } from './products/ProductFormPage';
import { ProductsPage } from './products/ProductsPage';

function NotForYou() {
  useDocumentTitle('Administrators only');
  const logout = useLogout();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4">
      <div className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-amber-100 text-amber-700">
          <ShieldAlert aria-hidden className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold text-stone-900">This page is for the shop administrators only.</h1>
        <p className="mt-2 text-sm text-stone-600">You are logged in with a shopper's account. To run the shop, log out and log in with an administrator's account.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            Go to Home Page
          </Link>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
    </main>
  );
}

function NotFoundHere() {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <h1 className="text-xl font-semibold text-stone-900">There is no such screen in the back office.</h1>
      <Link to="/admin" className={`${buttonClasses('primary')} mt-4`}>
        Go to the dashboard
      </Link>
    </div>
  );
}

/** The back office at /admin/*: its own chunk, its own layout and routes; only administrators get past the gate. */
export default function AdminApp() {
  const me = useAdminMe();
  if (me.isPending) {
    return (
      <div role="status" aria-label="Opening the back office" className="min-h-dvh bg-stone-100 md:grid md:grid-cols-[13.5rem_1fr]">
        <div className="hidden bg-brand-900 md:block" />
        <div className="space-y-4 p-8">
          <Skeleton className="h-8 w-48" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 403) return <NotForYou />;
    return (
      <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 text-center">
        <div role="alert" className="space-y-4">
          <p className="text-lg font-semibold text-stone-900">The back office could not be opened.</p>
          <p className="text-sm text-stone-600">{me.error.message}</p>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </div>
      </main>
    );
  }
  return (
    <Routes>
      <Route element={<AdminLayout me={me.data} />}>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="picking" element={<PickingPage />} />
        <Route path="delivery" element={<DeliveryPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="members/:id" element={<MemberDetailPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="subscribers" element={<SubscribersPage />} />
        <Route path="company" element={<CompanyPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="gst" element={<GstPage />} />
        <Route path="*" element={<NotFoundHere />} />
      </Route>
    </Routes>
  );
}
