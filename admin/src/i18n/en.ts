import { messages as catalogue } from '@ward/shared';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** English: react-admin's own messages (ra-language-english) plus the shop's. */
const en = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, loading: 'Loading...', dashboard: 'Dashboard' },
    locales: { ar: 'Arabic', en: 'English' },
    message: {
      ...englishMessages.ra.message,
      update_content: 'Are you sure you want to update this %{name}?',
      update_title: 'Update %{name} %{recordRepresentation}',
    },
    tiptap: {
      align_left: 'Align left', align_right: 'Align right', align_center: 'Center', align_justify: 'Justify',
      bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', code: 'Code',
      blockquote: 'Blockquote', clear_format: 'Clear format', color: 'Color', highlight: 'Highlight',
      image: 'Image', image_dialog: 'Image URL', link: 'Add a link', list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list', paragraph: 'Normal', current_level: 'Current level', select_level: 'Select level',
      heading1: 'Heading 1', heading2: 'Heading 2', heading3: 'Heading 3', heading4: 'Heading 4', heading5: 'Heading 5', heading6: 'Heading 6',
    },
  },
  ward: {
    app: { title: 'Ward · Admin', shop: 'View the shop', profile: 'Settings' },
    language: { ar: 'Arabic', en: 'English' },
    menu: { catalog: 'Catalogue', sales: 'Sales', people: 'Customers', content: 'Content', inbox: 'Inbox', reports: 'Reports' },
    sidebar: { shortcut: 'Ctrl/⌘ + B' },
    notification: {
      save_failed: `${catalogue['admin.saveFailed'].en}: %{detail}`,
      delete_failed: `${catalogue['admin.deleteFailed'].en}: %{detail}`,
      uploading: 'Uploading %{files} image(s)… %{percent}%',
      action_done: 'Done',
      action_failed: 'The action failed: %{detail}',
    },
    common: { yes: 'Yes', no: 'No', ar: 'Arabic', en: 'English', none: 'None', sar: 'SAR', all: 'All', from: 'From', to: 'To', apply: 'Apply' },
    dashboard: {
      welcome: catalogue['auth.adminWelcome'].en,
      revenue: 'Revenue', orders: 'Orders', customers: 'Customers', products: 'Products', lowStock: 'Low stock',
      featured: 'Featured', discounted: 'Discounted', categories: 'Categories', activeCoupons: 'Active coupons',
      branches: 'Branches', banners: 'Banners', testimonials: 'Testimonials',
      revenue_chart: 'Revenue, last 30 days', pending_orders: 'Orders needing action', low_stock_products: 'Low-stock products',
      see_all: 'See all', nothing: 'Nothing here', unavailable: 'These figures are not available yet',
    },
    reports: {
      title: 'Sales reports', from: 'From', to: 'To', group_by: 'Group by', day: 'Day', week: 'Week', month: 'Month',
      period: 'Period', revenue: 'Revenue', orders: 'Orders', items: 'Items sold', average: 'Average order',
      top_products: 'Top products', product: 'Product', quantity: 'Quantity', export: 'Export CSV', totals: 'Totals',
      empty: 'No sales in this period',
    },
    sections: { men: "Men's", women: "Women's", incense_oud: 'Incense and oud' },
    positions: {
      after_categories: 'After the categories', after_men: "After men's", after_women: "After women's",
      after_incense_oud: 'After incense and oud', after_recent: 'After recently added', after_featured: 'After featured',
      after_discounted: 'After discounted',
    },
    order_status: {
      NotFound: 'Not found', New: 'New', Rejected: 'Rejected', WaitingForPayment: 'Waiting for payment',
      PaymentFailure: 'Payment failure', InPreparation: 'In preparation', OnTheWay: 'On the way', Completed: 'Completed', Unknown: 'Unknown',
    },
    payment_method: { card: 'Credit card', cod: 'Cash on delivery', wallet: 'E-wallet' },
    country: { SA: 'Saudi Arabia', AE: 'United Arab Emirates', QA: 'Qatar', KW: 'Kuwait', BH: 'Bahrain' },
    role: { Admin: 'Admin', Customer: 'Customer' },
    user_status: { Active: 'Active', Blocked: 'Blocked' },
    newsletter_status: { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' },
    outbox_status: { pending: 'Pending', sent: 'Sent', kept: 'Kept (no mail server)', failed: 'Failed' },
    mail_template: {
      welcome: 'Welcome', resetCode: 'Password reset code', emailChanged: 'Email changed',
      contactMessage: 'Contact page message', newsletterWelcome: 'Newsletter welcome', 'order-placed': 'Order received',
      'order-New': 'Payment confirmed', 'order-InPreparation': 'Order in preparation', 'order-OnTheWay': 'Order on the way',
      'order-Completed': 'Order delivered', 'order-Rejected': 'Order rejected', 'order-PaymentFailure': 'Payment failed',
    },
    target: { one: 'One customer', selected: 'Selected customers', all: 'All customers' },
    validation: { coordinates: 'Pick a point on the map or type the latitude and longitude' },
  },
  resources: {
    products: {
      name: 'Product |||| Products',
      definite: 'product',
      fields: {
        id: 'ID', name: 'Name', 'name.ar': 'Name (Arabic)', 'name.en': 'Name (English)', description: 'Description',
        price: 'Price', finalPrice: 'Final price', categoryId: 'Category', category: 'Category', images: 'Images',
        stock: 'Stock', weight: 'Weight (g)', isFeatured: 'Featured', isDiscounted: 'Discounted',
        discountValue: 'Discount (%)', ratingAverage: 'Rating', ratingCount: 'Reviews', createdAt: 'Added',
      },
      filters: { q: 'Search', low_stock: 'Low stock', featured: 'Featured', discounted: 'Discounted' },
      tabs: { details: 'Details', images: 'Images', pricing: 'Price and stock' },
      images: {
        add: 'Add images', drop: 'Drop images here or click to choose', cover: 'Cover', earlier: 'Move earlier',
        later: 'Move later', remove: 'Remove image', hint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each. The first image is the cover.',
      },
      final_price_live: 'Final price: %{price}',
    },
    categories: {
      name: 'Category |||| Categories',
      definite: 'category',
      fields: { id: 'ID', name: 'Name', description: 'Description', section: 'Home section', productsCount: 'Products' },
      filters: { q: 'Search' },
    },
    orders: {
      name: 'Order |||| Orders',
      definite: 'order',
      fields: {
        id: 'ID', orderNumber: 'Order number', status: 'Status', paymentMethod: 'Payment method', couponCode: 'Coupon',
        customerName: 'Customer', customerId: 'Customer', customer: 'Customer', items: 'Items', subtotal: 'Subtotal',
        discount: 'Discount', shipping: 'Shipping', codFee: 'Cash on delivery fee', vat: 'VAT (15%)', total: 'Total',
        address: 'Delivery address', createdAt: 'Date', history: 'Timeline', carrier: 'Carrier', trackingNumber: 'Tracking number',
        rejectionReason: 'Rejection reason', notes: 'Notes', country: 'Country',
        productId: 'Product', quantity: 'Quantity', itemPrice: 'Unit price', finalPrice: 'Line total', name: 'Product',
      },
      filters: { q: 'Search', createdAt_gte: 'From', createdAt_lte: 'To', total_gte: 'Total from (SAR)', total_lte: 'Total up to (SAR)' },
      tabs: { all: 'All', action: 'Needs action' },
      sections: { items: 'Items', totals: 'Totals', customer: 'Customer', address: 'Delivery address', timeline: 'Timeline', shipment: 'Shipment' },
      actions: {
        approve: 'Approve', reject: 'Reject', ship: 'Ship', complete: 'Mark completed', invoice: 'Print invoice',
        reject_title: 'Reject order %{number}', reason: 'Reason (sent to the customer)', ship_title: 'Ship order %{number}',
        approved: 'Order approved, now in preparation', rejected: 'Order rejected', shipped: 'Order on the way', completed: 'Order completed',
      },
      history: { by: 'by %{actor}', system: 'system', notes: { paid: 'Paid', card_declined: 'Card declined', canceled: 'Payment cancelled by the customer', expired: 'Payment window expired', failed: 'Payment failed' } },
    },
    customers: {
      name: 'Customer |||| Customers',
      definite: 'customer',
      fields: {
        id: 'ID', name: 'Name', email: 'Email', phone: 'Phone', address: 'Address', role: 'Role', status: 'Status',
        createdAt: 'Joined', password: 'Password', ordersCount: 'Orders', totalSpent: 'Total spent',
      },
      filters: { q: 'Search' },
      tabs: { profile: 'Profile', orders: 'Orders' },
      actions: { block: 'Block', activate: 'Activate', blocked: 'Customer blocked', activated: 'Customer activated', password_help: 'Leave empty to keep the current password' },
    },
    coupons: {
      name: 'Coupon |||| Coupons',
      definite: 'coupon',
      fields: {
        id: 'ID', code: 'Code', discountValue: 'Discount value', isPercentage: 'Percentage', expiryDate: 'Expiry date',
        createdAt: 'Created', usageLimit: 'Usage limit', minOrderTotal: 'Minimum order (SAR)', usedCount: 'Used', isActive: 'Active',
      },
      filters: { q: 'Search', active: 'Active only' },
      kinds: { percentage: 'Percentage', fixed: 'Fixed amount (SAR)' },
    },
    carriers: {
      name: 'Carrier |||| Carriers',
      definite: 'carrier',
      fields: { id: 'ID', name: 'Name', trackingUrlTemplate: 'Tracking link template', isActive: 'Active' },
      help: { template: 'Use {n} where the tracking number goes' },
    },
    'shipping-rates': {
      name: 'Shipping rate |||| Shipping rates',
      definite: 'shipping rate',
      fields: {
        id: 'ID', country: 'Country', carrierId: 'Carrier', firstKgFee: 'First kg (SAR)', additionalKgFee: 'Each further kg (SAR)',
        minDays: 'Minimum days', maxDays: 'Maximum days', isActive: 'Active',
      },
    },
    reviews: {
      name: 'Review |||| Reviews',
      definite: 'review',
      fields: {
        id: 'ID', rating: 'Rating', comment: 'Comment', userName: 'Customer', userEmail: 'Email', productId: 'Product',
        productName: 'Product', isHidden: 'Hidden', isVerifiedPurchase: 'Verified purchase', createdAt: 'Date',
      },
      filters: { q: 'Search', hidden: 'Hidden only' },
      states: { hidden: 'Hidden', visible: 'Visible' },
      actions: { hide: 'Hide', show: 'Show', hidden: 'Review hidden |||| %{smart_count} reviews hidden', shown: 'Review visible |||| %{smart_count} reviews visible' },
    },
    notifications: {
      name: 'Notification |||| Notifications',
      definite: 'notification',
      fields: {
        id: 'ID', title: 'Title', description: 'Text', isRead: 'Read', createdAt: 'Sent', userId: 'Customer',
        userName: 'Customer', userEmail: 'Email', target: 'Send to', userIds: 'Customers',
      },
      filters: { q: 'Search' },
      send: { title: 'Send a notification', action: 'Send', sent: 'Notification sent to %{smart_count} customer |||| Notification sent to %{smart_count} customers' },
    },
    branches: {
      name: 'Branch |||| Branches',
      definite: 'branch',
      fields: {
        id: 'ID', name: 'Name', description: 'Description', latitude: 'Latitude', longitude: 'Longitude', phone: 'Phone',
        hours: 'Opening hours', sortOrder: 'Order', location: 'Location',
      },
      map: { help: 'Click the map to place the branch; drag to move around', zoom_in: 'Zoom in', zoom_out: 'Zoom out', attribution: '© OpenStreetMap contributors', open: 'Open in OpenStreetMap' },
    },
    banners: {
      name: 'Banner |||| Banners',
      definite: 'banner',
      fields: {
        id: 'ID', name: 'Name', description: 'Description', image: 'Image', position: 'Position', link: 'Link',
        isActive: 'Active', sortOrder: 'Order',
      },
      filters: { q: 'Search' },
    },
    testimonials: {
      name: 'Testimonial |||| Testimonials',
      definite: 'testimonial',
      fields: { id: 'ID', name: 'Name', job: 'Job', review: 'Review' },
      filters: { q: 'Search' },
    },
    pages: {
      name: 'Page |||| Pages',
      definite: 'page',
      fields: { id: 'ID', slug: 'Page', title: 'Title', body: 'Content', updatedAt: 'Updated' },
      slugs: { about: 'About', privacy: 'Privacy', 'return-policy': 'Return policy', terms: 'Terms' },
    },
    settings: {
      name: 'Settings |||| Settings',
      definite: 'settings',
      fields: {
        shopName: 'Shop name', vatNumber: 'VAT number', crNumber: 'Commercial registration', contactEmail: 'Contact email',
        phones: 'Phones', whatsapp: 'WhatsApp', address: 'Address', storeHours: 'Store hours', days: 'Days', open: 'Opens',
        close: 'Closes', social: 'Social links', 'social.instagram': 'Instagram', 'social.x': 'X', 'social.tiktok': 'TikTok',
        'social.snapchat': 'Snapchat', 'social.youtube': 'YouTube', freeShippingThreshold: 'Free shipping from (SAR)',
        codFee: 'Cash on delivery fee (SAR)', codMaxTotal: 'Cash on delivery up to (SAR)', splashMs: 'Start-up spinner (ms)',
      },
      tabs: { shop: 'Shop', contact: 'Contact', shipping: 'Shipping and payment' },
    },
    'newsletter-subscribers': {
      name: 'Subscriber |||| Newsletter subscribers',
      definite: 'subscriber',
      fields: { id: 'ID', email: 'Email', status: 'Status', language: 'Language', createdAt: 'Subscribed', unsubscribedAt: 'Unsubscribed' },
      filters: { q: 'Search' },
    },
    'contact-messages': {
      name: 'Message |||| Contact messages',
      definite: 'message',
      fields: {
        id: 'ID', name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message', isRead: 'Read', createdAt: 'Received',
      },
      filters: { q: 'Search', unread: 'Unread only' },
      actions: { mark_read: 'Mark read', mark_unread: 'Mark unread', reply: 'Reply by email' },
    },
    outbox: {
      name: 'Mail |||| Outbox',
      definite: 'mail',
      fields: {
        id: 'ID', to: 'To', subject: 'Subject', template: 'Template', status: 'Status', attempts: 'Attempts',
        lastError: 'Last error', sentAt: 'Sent', createdAt: 'Queued', text: 'Text', html: 'Message',
      },
      filters: { q: 'Search' },
    },
  },
};

export default en satisfies TranslationMessages;
