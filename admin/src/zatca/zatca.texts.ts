import { plural } from '../i18n/plural';

/** The ZATCA screens' words (onboarding, documents, credit notes, the dashboard alert), loaded with them. */
export default {
  ar: {
    ward: {
      zatca: {
        title: 'الفوترة الإلكترونية (زاتكا)',
        intro:
          'تُوقَّع كل فاتورة ضريبية مبسطة وكل إشعار دائن أو مدين بشهادة المتجر من هيئة الزكاة والضريبة والجمارك وتُبلَّغ إلى منصة فاتورة خلال دقائق. اربط المتجر مرة واحدة من هنا، وجدد الشهادة قبل انتهائها.',
        sellerIncomplete: 'أكمل الرقم الضريبي والسجل التجاري والعنوان الوطني في الإعدادات أولاً.',
        notOnboarded: 'لم يُربط المتجر بهيئة الزكاة والضريبة والجمارك بعد: تحمل الفواتير رمز المرحلة الأولى فقط.',
        onboard: 'الربط مع هيئة الزكاة والضريبة والجمارك',
        renew: 'تجديد الشهادة أو استبدالها',
        steps: {
          csr: 'المفاتيح وطلب الشهادة',
          otp: 'شهادة الامتثال (الرمز من بوابة فاتورة)',
          checks: 'فحوصات الامتثال',
          production: 'شهادة الإنتاج',
        },
        fields: {
          environment: 'بيئة الربط',
          commonName: 'اسم الوحدة',
          organizationUnit: 'الفرع',
          industry: 'النشاط',
          location: 'الموقع (العنوان الوطني المختصر)',
          otp: 'رمز التحقق لمرة واحدة',
        },
        help: {
          environment: 'بوابة المطورين للتجربة، والمحاكاة قبل الإطلاق، والإنتاج للفواتير الفعلية',
          commonName: 'اسم فريد لوحدة الفوترة هذه كما ستظهر لدى الهيئة',
          organizationUnit: 'اسم الفرع (أو الرقم المميز المكون من 10 أرقام لعضو المجموعة الضريبية)',
          location: 'مثل RRRD2929 أو عنوان موقع المتجر',
          otp: 'أنشئه في بوابة فاتورة (fatoora.zatca.gov.sa) من «ربط وحدة حل جديدة»',
        },
        environments: { 'developer-portal': 'بوابة المطورين (تجريبية)', simulation: 'المحاكاة', core: 'الإنتاج' },
        kinds: { invoice: 'فاتورة ضريبية مبسطة', 'credit-note': 'إشعار دائن', 'debit-note': 'إشعار مدين' },
        actions: {
          generate: 'إنشاء المفاتيح والطلب',
          regenerate: 'البدء من جديد بمفاتيح جديدة',
          complianceCsid: 'الحصول على شهادة الامتثال',
          checks: 'تشغيل فحوصات الامتثال',
          checksAgain: 'إعادة الفحوصات',
          production: 'الحصول على شهادة الإنتاج',
        },
        confirm: {
          production: 'من الآن تُوقَّع كل فاتورة بهذه الشهادة وتُبلَّغ إلى الهيئة.',
          replace: 'ستتوقف الوحدة الحالية: تُوقَّع الفواتير الجديدة بالشهادة الجديدة، وتُبلَّغ المستندات الصادرة سابقاً كما هي.',
        },
        documents: {
          title: 'الفواتير الإلكترونية (زاتكا)',
          download: 'تنزيل ملف XML',
          icv: 'العداد',
          status: {
            pending: 'بانتظار التوقيع',
            signed: 'موقّعة ولم تُبلَّغ بعد',
            reported: 'مُبلَّغة',
            'reported-with-warnings': 'مُبلَّغة مع تحذيرات',
            rejected: 'رفضتها الهيئة',
          },
        },
        alert: {
          overdue: plural(
            'لا توجد مستندات متأخرة',
            'مستند واحد لم يُبلَّغ منذ أكثر من 12 ساعة',
            'مستندان لم يُبلَّغا منذ أكثر من 12 ساعة',
            '%{smart_count} مستندات لم تُبلَّغ منذ أكثر من 12 ساعة',
            '%{smart_count} مستنداً لم يُبلَّغ منذ أكثر من 12 ساعة',
            '%{smart_count} مستند لم يُبلَّغ منذ أكثر من 12 ساعة',
          ),
          rejected: plural(
            'لا توجد مستندات مرفوضة',
            'رفضت الهيئة مستنداً واحداً',
            'رفضت الهيئة مستندين',
            'رفضت الهيئة %{smart_count} مستندات',
            'رفضت الهيئة %{smart_count} مستنداً',
            'رفضت الهيئة %{smart_count} مستند',
          ),
          open: 'فتح',
        },
        credit: {
          action: 'إصدار إشعار دائن',
          title: 'إشعار دائن على الفاتورة %{number}',
          help: 'للإرجاع أو الاسترداد بعد إصدار الفاتورة. أدخل المبلغ المسترد شاملاً الضريبة، أو اتركه فارغاً لإشعار بكامل الفاتورة (%{total} ريال).',
          amount: 'المبلغ (ريال، شامل الضريبة)',
          submit: 'إصدار الإشعار الدائن',
        },
        active: {
          title: 'وحدة الفوترة المفعلة',
          unit: 'الوحدة',
          expires: 'الشهادة سارية حتى',
          counter: 'المستندات الصادرة (العداد)',
          expiring: plural(
            'تنتهي الشهادة اليوم',
            'تنتهي الشهادة بعد يوم واحد',
            'تنتهي الشهادة بعد يومين',
            'تنتهي الشهادة بعد %{smart_count} أيام',
            'تنتهي الشهادة بعد %{smart_count} يوماً',
            'تنتهي الشهادة بعد %{smart_count} يوم',
          ),
        },
      },
    },
  },
  en: {
    ward: {
      zatca: {
        title: 'ZATCA e-invoicing',
        intro:
          'Every simplified tax invoice, credit note and debit note is signed with the shop’s ZATCA certificate and reported to ZATCA’s Fatoora platform within minutes. Onboard the shop once here; renew before the certificate expires.',
        sellerIncomplete: 'Complete the VAT number, CR number and National Address in the settings first.',
        notOnboarded: 'The shop is not onboarded with ZATCA yet: invoices carry the phase-1 QR code only.',
        onboard: 'Onboard with ZATCA',
        renew: 'Renew or replace the certificate',
        steps: {
          csr: 'Keys and certificate request',
          otp: 'Compliance certificate (code from the Fatoora portal)',
          checks: 'Compliance checks',
          production: 'Production certificate',
        },
        fields: {
          environment: 'Environment',
          commonName: 'Unit name',
          organizationUnit: 'Branch',
          industry: 'Industry',
          location: 'Location (short National Address)',
          otp: 'One-time code',
        },
        help: {
          environment: 'Developer portal for trying out, simulation before going live, core for real invoices',
          commonName: 'A unique name for this invoicing unit, as ZATCA will show it',
          organizationUnit: 'Branch name (a VAT group member’s 10-digit TIN)',
          location: 'e.g. RRRD2929, or the shop’s web address',
          otp: 'Generate it in the Fatoora portal (fatoora.zatca.gov.sa) under “Onboard new solution unit”',
        },
        environments: { 'developer-portal': 'Developer portal (sandbox)', simulation: 'Simulation', core: 'Core (production)' },
        kinds: { invoice: 'Simplified tax invoice', 'credit-note': 'Credit note', 'debit-note': 'Debit note' },
        actions: {
          generate: 'Generate keys and request',
          regenerate: 'Start again with new keys',
          complianceCsid: 'Get the compliance certificate',
          checks: 'Run the compliance checks',
          checksAgain: 'Run the checks again',
          production: 'Get the production certificate',
        },
        confirm: {
          production: 'From now on every invoice is signed with this certificate and reported to ZATCA.',
          replace: 'The current unit retires: new invoices are signed with the new certificate. Documents already issued are still reported.',
        },
        documents: {
          title: 'ZATCA e-invoices',
          download: 'Download the XML',
          icv: 'ICV',
          status: {
            pending: 'Waiting to be signed',
            signed: 'Signed, not reported yet',
            reported: 'Reported',
            'reported-with-warnings': 'Reported with warnings',
            rejected: 'Rejected by ZATCA',
          },
        },
        alert: {
          overdue: '%{smart_count} document not reported for over 12 hours |||| %{smart_count} documents not reported for over 12 hours',
          rejected: '%{smart_count} document rejected by ZATCA |||| %{smart_count} documents rejected by ZATCA',
          open: 'Open',
        },
        credit: {
          action: 'Issue a credit note',
          title: 'Credit note against invoice %{number}',
          help: 'For a return or a refund after invoicing. Enter the refunded amount (VAT included), or leave it empty to credit the whole invoice (SAR %{total}).',
          amount: 'Amount (SAR, VAT included)',
          submit: 'Issue the credit note',
        },
        active: {
          title: 'Active invoicing unit',
          unit: 'Unit',
          expires: 'Certificate valid until',
          counter: 'Documents issued (ICV)',
          expiring: 'The certificate expires in %{smart_count} day |||| The certificate expires in %{smart_count} days',
        },
      },
    },
  },
};
