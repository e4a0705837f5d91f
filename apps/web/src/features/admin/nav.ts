import { ClipboardList, FileSpreadsheet, FolderTree, GalleryHorizontalEnd, History, Inbox, LayoutDashboard, Mail, MessageSquareText, Package, ShoppingBag, Store, TicketPercent, Truck, Users, type LucideIcon } from 'lucide-react';

export type AdminSection = { to: string; label: string; icon: LucideIcon; badge?: 'pending' | 'unread' };

/** The back office's screens, in the sidebar's order: the day's work first, the shop's setup after. */
export const adminSections: { heading: string; items: AdminSection[] }[] = [
  {
    heading: 'Daily',
    items: [
      { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
      { to: '/admin/orders', label: 'Orders', icon: ShoppingBag, badge: 'pending' },
      { to: '/admin/picking', label: 'Picking list', icon: ClipboardList },
      { to: '/admin/gst', label: 'GST returns', icon: FileSpreadsheet },
      { to: '/admin/messages', label: 'Messages', icon: Inbox, badge: 'unread' },
      { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
    ],
  },
  {
    heading: 'Catalogue',
    items: [
      { to: '/admin/products', label: 'Products', icon: Package },
      { to: '/admin/categories', label: 'Categories', icon: FolderTree },
      { to: '/admin/banners', label: 'Banners', icon: GalleryHorizontalEnd },
      { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
    ],
  },
  {
    heading: 'People and shop',
    items: [
      { to: '/admin/members', label: 'Members', icon: Users },
      { to: '/admin/subscribers', label: 'Newsletter', icon: Mail },
      { to: '/admin/delivery', label: 'Delivery', icon: Truck },
      { to: '/admin/company', label: 'Shop details', icon: Store },
      { to: '/admin/audit', label: 'Audit log', icon: History },
    ],
  },
];
