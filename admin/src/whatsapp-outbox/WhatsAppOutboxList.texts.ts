/** The WhatsApp messages list's words, loaded with the list (registerScreenTexts). */
export default {
  ar: {
    resources: {
      'whatsapp-outbox': {
        fields: {
          id: 'الرقم',
          to: 'إلى',
          template: 'الرسالة',
          language: 'اللغة',
          orderId: 'الطلب',
          status: 'حالة التسليم',
          attempts: 'المحاولات',
          lastError: 'آخر خطأ',
          createdAt: 'أُضيفت',
          statusAt: 'آخر تحديث من واتساب',
          q: 'بحث برقم الجوال',
        },
      },
    },
    ward: {
      whatsapp_status: {
        pending: 'قيد الإرسال',
        sent: 'أُرسلت',
        delivered: 'وصلت',
        read: 'قُرئت',
        failed: 'فشلت',
        kept: 'محفوظة (واتساب غير مضبوط)',
      },
      whatsapp_template: {
        placed: 'استلام الطلب',
        paid: 'تأكيد الدفع',
        shipped: 'شحن الطلب',
        delivered: 'توصيل الطلب',
        backInStock: 'عودة المنتج للمخزون',
        cartReminder: 'تذكير بالسلة المتروكة',
      },
      whatsapp_outbox: { empty: 'لا توجد رسائل واتساب بعد. تصل الرسائل للعملاء الذين طلبوا تحديثات الطلبات على واتساب.' },
    },
  },
  en: {
    resources: {
      'whatsapp-outbox': {
        fields: {
          id: 'ID',
          to: 'To',
          template: 'Message',
          language: 'Language',
          orderId: 'Order',
          status: 'Delivery status',
          attempts: 'Attempts',
          lastError: 'Last error',
          createdAt: 'Queued',
          statusAt: 'Last update from WhatsApp',
          q: 'Search by mobile number',
        },
      },
    },
    ward: {
      whatsapp_status: {
        pending: 'Sending',
        sent: 'Sent',
        delivered: 'Delivered',
        read: 'Read',
        failed: 'Failed',
        kept: 'Kept (WhatsApp not set up)',
      },
      whatsapp_template: {
        placed: 'Order received',
        paid: 'Payment confirmed',
        shipped: 'Order shipped',
        delivered: 'Order delivered',
        backInStock: 'Back in stock',
        cartReminder: 'Abandoned cart reminder',
      },
      whatsapp_outbox: { empty: 'No WhatsApp messages yet. Customers who asked for order updates on WhatsApp get them.' },
    },
  },
};
