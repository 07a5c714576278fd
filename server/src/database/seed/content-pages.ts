/** The demo shop's four content pages, in Arabic and English (HTML of the pages' allow-list). */
export const SEED_PAGES: Record<'about' | 'privacy' | 'return-policy' | 'terms', { ar: string; en: string }> = {
  about: {
    ar: `<h2>ورد: حكاية عطر من الجزيرة العربية</h2>
<p>بدأت ورد في الرياض من شغف بسيط: أن يجد كل بيت في المملكة والخليج عطره الذي يشبهه. نختار دهن العود والبخور والعطور الفرنسية والشرقية بعناية، ونتعامل مباشرة مع مزارع العود في آسيا ومقطّري الورد في الطائف.</p>
<h3>ما الذي يميزنا</h3>
<ul>
<li><strong>أصالة مضمونة:</strong> كل منتج أصلي ومختوم، ونقدم شهادة المصدر لأنواع العود الفاخرة.</li>
<li><strong>خبرة في التنسيق:</strong> فريقنا في الفروع يساعدك على اختيار العطر المناسب لذوقك ومناسبتك.</li>
<li><strong>توصيل سريع:</strong> نوصل خلال 3 إلى 5 أيام عمل داخل المملكة ودول الخليج، ومجاناً للطلبات فوق 250 ريالاً.</li>
</ul>
<p>زورونا في فروعنا في الرياض وجدة والدمام، أو تسوقوا معنا عبر المتجر الإلكتروني في أي وقت.</p>`,
    en: `<h2>Ward: a fragrance story from Arabia</h2>
<p>Ward began in Riyadh with a simple passion: that every home in the Kingdom and the Gulf finds the scent that feels like its own. We carefully choose oud oils, incense and French and oriental perfumes, and we work directly with oud plantations in Asia and rose distillers in Taif.</p>
<h3>What sets us apart</h3>
<ul>
<li><strong>Guaranteed authenticity:</strong> every product is genuine and sealed, and we provide a certificate of origin for our finest ouds.</li>
<li><strong>Expert advice:</strong> our branch teams help you choose the right scent for your taste and occasion.</li>
<li><strong>Fast delivery:</strong> 3 to 5 business days across the Kingdom and the Gulf, free for orders above SAR 250.</li>
</ul>
<p>Visit our branches in Riyadh, Jeddah and Dammam, or shop online with us at any time.</p>`,
  },
  privacy: {
    ar: `<p>نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.</p>
<h3>البيانات التي نجمعها</h3>
<ul>
<li>الاسم والبريد الإلكتروني ورقم الجوال عند إنشاء الحساب.</li>
<li>عناوين التوصيل التي تحفظها لتسهيل الطلب.</li>
<li>تفاصيل الطلبات وطرق الدفع المختارة (لا نحتفظ ببيانات البطاقات، فهي تُعالج لدى مزود الدفع).</li>
</ul>
<h3>كيف نستخدمها</h3>
<p>نستخدم بياناتك لتنفيذ طلباتك وتوصيلها وإصدار الفواتير الضريبية، وللتواصل معك بشأن طلباتك. لا نرسل النشرة البريدية إلا لمن يشترك فيها، ويمكن إلغاء الاشتراك في أي وقت من الرابط الموجود في كل رسالة.</p>
<h3>مشاركة البيانات</h3>
<p>لا نبيع بياناتك. نشاركها فقط مع شركات الشحن ومزودي الدفع بالقدر اللازم لإتمام طلبك.</p>
<p>لأي استفسار حول بياناتك راسلنا على <a href="mailto:care@ward.sa">care@ward.sa</a>.</p>`,
    en: `<p>We respect your privacy and protect your personal data in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, email and mobile number when you create an account.</li>
<li>The delivery addresses you save to order faster.</li>
<li>Order details and the payment method you choose (card details are never stored by us; the payment provider processes them).</li>
</ul>
<h3>How we use it</h3>
<p>We use your data to fulfil and deliver your orders, issue tax invoices and contact you about your orders. We only send the newsletter to subscribers, and you can unsubscribe at any time with the link in every mail.</p>
<h3>Sharing</h3>
<p>We never sell your data. We share it only with carriers and payment providers, as far as needed to complete your order.</p>
<p>For any question about your data, write to <a href="mailto:care@ward.sa">care@ward.sa</a>.</p>`,
  },
  'return-policy': {
    ar: `<p>رضاك يهمنا. يمكنك استرجاع المنتج أو استبداله خلال <strong>7 أيام</strong> من تاريخ الاستلام وفق الشروط التالية:</p>
<ul>
<li>أن يكون المنتج بحالته الأصلية، مغلقاً ومختوماً، مع الفاتورة.</li>
<li>لا يمكن استرجاع العطور ودهن العود والبخور بعد فتح الختم أو الاستخدام، حفاظاً على سلامة المنتجات.</li>
<li>المنتجات التالفة أو المخالفة للطلب تُستبدل أو يُسترد مبلغها كاملاً مع تكلفة الشحن.</li>
</ul>
<h3>طريقة الاسترجاع</h3>
<ol>
<li>تواصل معنا عبر صفحة اتصل بنا أو على <a href="tel:+966110000000">الهاتف</a> مع رقم الطلب.</li>
<li>نرتب استلام المنتج عبر شركة الشحن أو يمكنك تسليمه في أقرب فرع.</li>
<li>يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال 5 إلى 14 يوم عمل بعد فحص المنتج.</li>
</ol>`,
    en: `<p>Your satisfaction matters to us. You may return or exchange a product within <strong>7 days</strong> of delivery, on these conditions:</p>
<ul>
<li>The product is in its original condition, closed and sealed, with the invoice.</li>
<li>Perfumes, oud oils and incense cannot be returned once the seal is opened or the product used, for hygiene reasons.</li>
<li>Damaged products, or products other than what you ordered, are exchanged or fully refunded including shipping.</li>
</ul>
<h3>How to return</h3>
<ol>
<li>Contact us through the contact page or by <a href="tel:+966110000000">phone</a> with your order number.</li>
<li>We arrange a pickup by the carrier, or you can hand the product in at the nearest branch.</li>
<li>The refund goes back to the original payment method within 5 to 14 business days after inspection.</li>
</ol>`,
  },
  terms: {
    ar: `<p>باستخدامك متجر ورد فإنك توافق على الشروط التالية.</p>
<h3>الأسعار والدفع</h3>
<p>جميع الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة 15٪. نقبل البطاقات الائتمانية ومدى والمحافظ الإلكترونية والدفع عند الاستلام (برسوم إضافية وحد أعلى لقيمة الطلب).</p>
<h3>الطلبات</h3>
<p>يُعد الطلب مؤكداً بعد استلام رسالة التأكيد. يحق لنا رفض الطلب أو إلغاؤه عند نفاد الكمية أو وجود خطأ واضح في السعر، مع رد المبلغ كاملاً.</p>
<h3>الشحن</h3>
<p>نشحن إلى المملكة العربية السعودية والإمارات وقطر والكويت والبحرين خلال 3 إلى 5 أيام عمل. الشحن مجاني للطلبات التي تتجاوز 250 ريالاً بعد الخصم.</p>
<h3>الحسابات</h3>
<p>أنت مسؤول عن سرية كلمة المرور. يحق لنا إيقاف الحسابات المخالفة لهذه الشروط.</p>
<p>تخضع هذه الشروط لأنظمة المملكة العربية السعودية.</p>`,
    en: `<p>By using the Ward shop you agree to the following terms.</p>
<h3>Prices and payment</h3>
<p>All prices are in Saudi riyals and include 15% VAT. We accept credit cards, mada, e-wallets and cash on delivery (with a fee and a maximum order value).</p>
<h3>Orders</h3>
<p>An order is confirmed once you receive the confirmation message. We may refuse or cancel an order when stock runs out or a price is clearly wrong, with a full refund.</p>
<h3>Shipping</h3>
<p>We ship to Saudi Arabia, the UAE, Qatar, Kuwait and Bahrain within 3 to 5 business days. Shipping is free for orders above SAR 250 after discounts.</p>
<h3>Accounts</h3>
<p>You are responsible for keeping your password secret. We may suspend accounts that break these terms.</p>
<p>These terms are governed by the laws of the Kingdom of Saudi Arabia.</p>`,
  },
};
