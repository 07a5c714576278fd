import type { BannerPosition } from '@ward/shared';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../customers/passwords.js';
import { MediaService } from '../../catalog/media.service.js';
import { mediaStorage } from '../../catalog/media-storage.js';
import type { WardConfig } from '../../config/config.js';
import { sanitizeRichText } from '../../content/sanitize.js';
import { SEED_PAGES } from './content-pages.js';
import { sqlRows } from '../../database/sql-rows.js';

/** Wide banner art, rendered to WebP: no text (the storefront writes the banner's name over it, on the right in Arabic), so the bottles stand on the left. */
function bannerSvg(variant: number): string {
  const palettes = [
    ['#3b0d1c', '#8a1c3b', '#d9a441'],
    ['#0f2e2b', '#1f5e57', '#c9a227'],
    ['#2a1838', '#5b3a7a', '#e0b354'],
    ['#2b1a0c', '#6b3f1d', '#d0a060'],
  ];
  const [dark, mid, gold] = palettes[variant % palettes.length];
  const bottles = [0, 1, 2]
    .map((i) => {
      const x = 160 + i * 150;
      const h = 220 + ((i + variant) % 3) * 40;
      return `<g opacity="${0.75 + i * 0.08}">
        <rect x="${x + 35}" y="${440 - h - 50}" width="50" height="40" rx="8" fill="${gold}"/>
        <path d="M${x} ${440 - h + 10} Q${x} ${440 - h - 10} ${x + 25} ${440 - h - 10} H${x + 95} Q${x + 120} ${440 - h - 10} ${x + 120} ${440 - h + 10} V430 Q${x + 120} 440 ${x + 108} 440 H${x + 12} Q${x} 440 ${x} 430 Z" fill="#fff" opacity=".16"/>
        <path d="M${x + 60} ${440 - h / 2 - 30} c-22 22 -22 52 0 74 c22 -22 22 -52 0 -74z" fill="${gold}" opacity=".9"/>
      </g>`;
    })
    .join('');
  const smoke = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${900 + i * 170} 480 q-60 -80 0 -160 q60 -80 0 -160" stroke="${gold}" stroke-width="3" fill="none" opacity="${0.12 + i * 0.04}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
      <radialGradient id="r" cx=".8" cy=".3" r=".6"><stop offset="0" stop-color="${gold}" stop-opacity=".35"/><stop offset="1" stop-color="${gold}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1600" height="500" fill="url(#g)"/>
    <rect width="1600" height="500" fill="url(#r)"/>
    ${smoke}
    <path d="M0 470 Q400 420 800 460 T1600 450 V500 H0Z" fill="${gold}" opacity=".25"/>
    ${bottles}
  </svg>`;
}

const BRANCHES = [
  {
    name: ['فرع العليا - الرياض', 'Olaya Branch - Riyadh'],
    description: ['طريق الملك فهد، حي العليا، بجوار برج المملكة، الرياض', 'King Fahd Road, Al Olaya, next to Kingdom Centre, Riyadh'],
    latitude: 24.7114,
    longitude: 46.6744,
    phone: '+966114567890',
  },
  {
    name: ['فرع الرياض بارك - الرياض', 'Riyadh Park Branch - Riyadh'],
    description: ['الرياض بارك مول، طريق الملك سلمان، حي العقيق، الرياض', 'Riyadh Park Mall, King Salman Road, Al Aqiq, Riyadh'],
    latitude: 24.7557,
    longitude: 46.6286,
    phone: '+966114567891',
  },
  {
    name: ['فرع التحلية - جدة', 'Tahlia Branch - Jeddah'],
    description: [
      'شارع الأمير محمد بن عبدالعزيز (التحلية)، حي الأندلس، جدة',
      'Prince Mohammed bin Abdulaziz St (Tahlia), Al Andalus, Jeddah',
    ],
    latitude: 21.5493,
    longitude: 39.1556,
    phone: '+966126543210',
  },
  {
    name: ['فرع الشاطئ - الدمام', 'Al Shati Branch - Dammam'],
    description: ['طريق الخليج، حي الشاطئ الغربي، مقابل الكورنيش، الدمام', 'Gulf Road, Al Shati Al Gharbi, facing the Corniche, Dammam'],
    latitude: 26.4473,
    longitude: 50.1126,
    phone: '+966138765432',
  },
];
/** Branches keep the shop's hours (settings, the one source); a branch that differs gets its own in the back office. */
const HOURS = ['', ''];

/** `section`: the banner links to the first category of that home section. */
const BANNERS: Array<{
  name: [string, string];
  description: [string, string];
  position: BannerPosition;
  link: string | { section: string };
}> = [
  {
    name: ['عروض العود الملكي', 'Royal Oud Offers'],
    description: ['خصم حتى 30٪ على مختارات العود والبخور', 'Up to 30% off selected oud and incense'],
    position: 'after_categories',
    link: '/products?discounted=true',
  },
  {
    name: ['عطور الرجال المميزة', 'Signature Scents for Him'],
    description: ['نفحات خشبية وعنبرية تدوم طويلاً', 'Woody and amber notes that last all day'],
    position: 'after_men',
    link: { section: 'men' },
  },
  {
    name: ['هدايا لها', 'Gifts for Her'],
    description: ['ورد الطائف والمسك في أطقم هدايا أنيقة', 'Taif rose and musk in elegant gift sets'],
    position: 'after_women',
    link: { section: 'women' },
  },
  {
    name: ['وصل حديثاً', 'New Arrivals'],
    description: ['اكتشف أحدث العطور في متجر ورد', 'Discover the newest perfumes at Ward'],
    position: 'after_recent',
    link: '/products',
  },
];

const TESTIMONIALS = [
  {
    name: ['نورة القحطاني', 'Noura Al-Qahtani'],
    job: ['مصممة داخلية', 'Interior designer'],
    review: [
      'دهن العود الكمبودي أصلي وثباته رائع، والتغليف يليق بالهدايا.',
      'The Cambodian oud oil is genuine and lasts beautifully; the packaging is gift-worthy.',
    ],
  },
  {
    name: ['عبدالله الشهري', 'Abdullah Al-Shehri'],
    job: ['مهندس برمجيات', 'Software engineer'],
    review: [
      'طلبت من جدة ووصل الطلب خلال ثلاثة أيام، وخدمة العملاء ساعدتني في الاختيار.',
      'I ordered from Jeddah and it arrived in three days; customer care helped me choose.',
    ],
  },
  {
    name: ['ريم الدوسري', 'Reem Al-Dosari'],
    job: ['طبيبة أسنان', 'Dentist'],
    review: ['عطر وردة الطائف أصبح توقيعي اليومي، رائحة ناعمة وفخمة.', 'Taif Rose became my everyday signature: soft and luxurious.'],
  },
  {
    name: ['فهد العتيبي', 'Fahad Al-Otaibi'],
    job: ['رجل أعمال', 'Businessman'],
    review: [
      'بخور المناسبات عندهم ممتاز، والأسعار مناسبة مقارنة بالجودة.',
      'Their occasion bakhoor is excellent and fairly priced for the quality.',
    ],
  },
];

/** Branches, banners, testimonials, the four pages' texts, a few subscribers and messages. */
export async function seedContent(db: DataSource, config: WardConfig): Promise<void> {
  for (const [i, b] of BRANCHES.entries()) {
    await db.query(
      `INSERT INTO branches ("nameAr", "nameEn", "descriptionAr", "descriptionEn", latitude, longitude, phone, "hoursAr", "hoursEn", "sortOrder")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [b.name[0], b.name[1], b.description[0], b.description[1], b.latitude, b.longitude, b.phone, HOURS[0], HOURS[1], i],
    );
  }

  const media = new MediaService(mediaStorage(config));
  for (const [i, b] of BANNERS.entries()) {
    const image = await media.store(
      await sharp(Buffer.from(bannerSvg(i)))
        .png()
        .toBuffer(),
    );
    let link = typeof b.link === 'string' ? b.link : '/products';
    if (typeof b.link !== 'string') {
      const [category] = await sqlRows<{ id: number }>(db, `SELECT id FROM categories WHERE section = $1 ORDER BY id LIMIT 1`, [
        b.link.section,
      ]);
      if (category) link = `/products?categoryId=${category.id}`;
    }
    await db.query(
      `INSERT INTO banners ("nameAr", "nameEn", "descriptionAr", "descriptionEn", image, position, link, "sortOrder") VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [b.name[0], b.name[1], b.description[0], b.description[1], JSON.stringify(image), b.position, link, i],
    );
  }

  for (const tm of TESTIMONIALS) {
    await db.query(
      `INSERT INTO testimonials ("nameAr", "nameEn", "jobAr", "jobEn", "reviewAr", "reviewEn") VALUES ($1, $2, $3, $4, $5, $6)`,
      [...tm.name, ...tm.job, ...tm.review],
    );
  }

  for (const [slug, body] of Object.entries(SEED_PAGES)) {
    await db.query(`UPDATE pages SET "bodyAr" = $2, "bodyEn" = $3, "updatedAt" = now() WHERE slug = $1`, [
      slug,
      sanitizeRichText(body.ar.replace(/\n/g, '')),
      sanitizeRichText(body.en.replace(/\n/g, '')),
    ]);
  }

  await db.query(
    `INSERT INTO newsletter_subscribers (email, language, status, "createdAt", "unsubscribedAt") VALUES
       ('customer@ward.sa', 'ar', 'subscribed', now() - interval '20 days', NULL),
       ('layla.h@example.com', 'ar', 'subscribed', now() - interval '12 days', NULL),
       ('james.w@example.com', 'en', 'subscribed', now() - interval '6 days', NULL),
       ('saad.m@example.com', 'ar', 'unsubscribed', now() - interval '30 days', now() - interval '2 days')
     ON CONFLICT (email) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO contact_messages (name, email, phone, subject, message, "isRead", "createdAt") VALUES
       ('ليلى الحربي', 'layla.h@example.com', '+966551112233', 'طلب بالجملة', 'أرغب في طلب 40 علبة بخور لمناسبة زواج، هل يوجد سعر خاص للكميات؟', false, now() - interval '1 day'),
       ('James Walker', 'james.w@example.com', NULL, 'Shipping to Bahrain', 'Do you ship oud oil to Manama, and how long does delivery take?', true, now() - interval '4 days')`,
  );
}

/** Demo customers (login disabled: random password) who write the demo reviews. */
const REVIEWERS = [
  ['هند السبيعي', 'hind.s@example.com', '+966501234001'],
  ['Omar Khalid', 'omar.k@example.com', '+966501234002'],
  ['منيرة الزهراني', 'munira.z@example.com', '+966501234003'],
  ['Yousef Al-Ali', 'yousef.a@example.com', '+966501234004'],
] as const;

const REVIEW_TEXTS: Array<[number, string]> = [
  [5, 'ثبات ممتاز طوال اليوم ورائحة فخمة، أنصح به بشدة.'],
  [4, 'Lovely scent with great projection; the bottle feels premium.'],
  [5, 'هدية رائعة، أعجبت زوجتي كثيراً والتغليف أنيق.'],
  [3, 'الرائحة جميلة لكن الثبات أقل مما توقعت.'],
  [5, 'Authentic oud, exactly as described. Fast delivery to Riyadh.'],
  [4, 'بخور نظيف ورائحته تبقى في المجلس لساعات.'],
];

/**
 * The customer area of customer@ward.sa (a primary and a second address, notifications, a review)
 * and a few more customers' reviews, with the products' rating summaries kept exact.
 */
export async function seedCustomerArea(db: DataSource): Promise<void> {
  const [customer] = await sqlRows<{ id: number }>(db, `SELECT id FROM users WHERE email = 'customer@ward.sa'`);
  if (!customer) return;
  const userId = customer.id;
  await db.query(`UPDATE users SET address = 'حي الياسمين، الرياض' WHERE id = $1 AND address IS NULL`, [userId]);
  await db.query(
    `INSERT INTO addresses ("userId", title, street, city, country, "postalCode", latitude, longitude, "isPrimary", "buildingNumber", district, "additionalNumber") VALUES
       ($1, 'المنزل', 'شارع الأمير محمد بن سلمان', 'الرياض', 'SA', '13325', 24.8236, 46.6406, true, '7421', 'الياسمين', '3158'),
       ($1, 'العمل', 'طريق الملك عبدالعزيز، حي الملقا', 'الرياض', 'SA', '13521', 24.8122, 46.6112, false, '2650', 'الملقا', '8894')`,
    [userId],
  );
  await db.query(
    `INSERT INTO notifications ("userId", "titleAr", "titleEn", "descriptionAr", "descriptionEn", "isRead", "createdAt") VALUES
       ($1, 'أهلاً بك في ورد', 'Welcome to Ward', 'سعداء بانضمامك! اكتشفي أحدث العطور والعروض في المتجر.', 'Glad to have you! Discover the newest perfumes and offers in the shop.', true, now() - interval '20 days'),
       ($1, 'عروض نهاية الأسبوع', 'Weekend offers', 'خصم حتى 30٪ على مختارات العود والبخور حتى نهاية السبت.', 'Up to 30% off selected oud and incense until Saturday.', false, now() - interval '2 days'),
       ($1, 'وصل حديثاً: دهن عود كمبودي', 'Just in: Cambodian oud oil', 'وصلت كمية محدودة من دهن العود الكمبودي المعتّق.', 'A limited batch of aged Cambodian oud oil has arrived.', false, now() - interval '3 hours')`,
    [userId],
  );

  const hash = await hashPassword(`disabled-${Math.random()}-${Date.now()}`);
  const reviewerIds: number[] = [userId];
  for (const [name, email, phone] of REVIEWERS) {
    const [row] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO users (name, email, phone, "passwordHash", "createdAt") VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [name, email, phone, hash, 10 + reviewerIds.length * 7],
    );
    reviewerIds.push(row.id);
  }

  const products: Array<{ id: number }> = await db.query(`SELECT id FROM products ORDER BY "isFeatured" DESC, id ASC LIMIT 6`);
  let n = 0;
  for (const [p, product] of products.entries()) {
    // two or three reviews per product, from different customers
    for (let k = 0; k < 2 + (p % 2); k++) {
      const [rating, comment] = REVIEW_TEXTS[n % REVIEW_TEXTS.length];
      const author = reviewerIds[(p + k) % reviewerIds.length];
      await db.query(
        `INSERT INTO reviews ("productId", "userId", rating, comment, "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), now() - make_interval(days => $5))
         ON CONFLICT ("productId", "userId") DO NOTHING`,
        [product.id, author, rating, comment, 1 + n],
      );
      n++;
    }
  }
  await db.query(
    `UPDATE products p SET "ratingAverage" = s.avg, "ratingCount" = s.n
     FROM (SELECT "productId", round(avg(rating)::numeric, 2) AS avg, count(*)::int AS n FROM reviews WHERE NOT "isHidden" GROUP BY "productId") s
     WHERE p.id = s."productId"`,
  );
}
