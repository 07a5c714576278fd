import type { CategorySection } from '@ward/shared';
import type { ArtKind } from './product-art.js';

export interface SeedCategory {
  name: [string, string];
  description: [string, string];
  section: CategorySection | null;
  art: ArtKind;
  /** [ar, en, price SAR, weight g] */
  products: Array<[string, string, number, number]>;
}

/** The demo shop's catalogue: what a Gulf perfume, oud and incense shop sells. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: ['عطور رجالية', "Men's Perfumes"],
    description: ['عطور فاخرة للرجال بنفحات خشبية وعنبرية', 'Refined perfumes for men with woody and amber notes'],
    section: 'men',
    art: 'bottle',
    products: [
      ['عطر فارس الصحراء', 'Desert Knight Eau de Parfum', 385, 450],
      ['عطر سلطان العنبر', 'Amber Sultan', 520, 480],
      ['عطر نجد الليل', 'Najd Nights', 295, 420],
      ['عطر خشب الصندل الملكي', 'Royal Sandalwood', 640, 500],
      ['عطر رجل المدينة', 'City Gentleman', 210, 380],
      ['عطر جلد وعود', 'Leather & Oud', 890, 520],
      ['عطر نسيم الخليج', 'Gulf Breeze', 175, 360],
      ['عطر الهيبة', 'Al Haiba Intense', 1150, 540],
    ],
  },
  {
    name: ['عطور نسائية', "Women's Perfumes"],
    description: ['عطور نسائية بنفحات الورد والياسمين والمسك', 'Perfumes for women with rose, jasmine and musk'],
    section: 'women',
    art: 'bottle',
    products: [
      ['عطر وردة الطائف', 'Taif Rose', 460, 400],
      ['عطر ياسمين الليل', 'Night Jasmine', 330, 380],
      ['عطر لؤلؤة', 'Lulua Pearl', 275, 360],
      ['عطر زهر البرتقال', 'Orange Blossom Veil', 240, 350],
      ['عطر أميرة العود', 'Oud Princess', 980, 470],
      ['عطر حرير الفانيلا', 'Vanilla Silk', 199, 340],
      ['عطر غيمة المسك', 'Musk Cloud', 155, 330],
      ['عطر ليالي دبي', 'Dubai Nights', 720, 450],
    ],
  },
  {
    name: ['عود', 'Oud'],
    description: ['عود طبيعي فاخر من الهند وكمبوديا ولاوس', 'Natural agarwood from India, Cambodia and Laos'],
    section: 'incense_oud',
    art: 'oud',
    products: [
      ['عود كمبودي فاخر', 'Cambodian Oud Chips', 850, 120],
      ['عود هندي أصلي', 'Indian Oud Agarwood', 1450, 120],
      ['عود لاوسي', 'Laotian Oud', 690, 110],
      ['عود ماليزي', 'Malaysian Oud', 420, 100],
      ['عود سيوفي', 'Siufi Oud', 2600, 150],
      ['عود مروكي', 'Muroki Oud', 3900, 150],
      ['عود بورمي', 'Burmese Oud', 560, 110],
      ['عود معطّر للمجالس', 'Majlis Scented Oud', 145, 90],
    ],
  },
  {
    name: ['بخور', 'Incense & Bakhoor'],
    description: ['بخور معمول ودخون لتعطير البيت والمجالس', 'Bakhoor and dukhoon to perfume home and majlis'],
    section: 'incense_oud',
    art: 'bakhoor',
    products: [
      ['بخور معمول الورد', 'Rose Muattar Bakhoor', 95, 250],
      ['بخور العروس', 'Bride Bakhoor', 120, 250],
      ['دخون الشيوخ', 'Sheikhs Dukhoon', 180, 300],
      ['بخور المسك والعنبر', 'Musk & Amber Bakhoor', 85, 220],
      ['مبخرة نحاسية', 'Brass Mabkhara Burner', 265, 900],
      ['بخور الجمعة', 'Friday Bakhoor', 60, 200],
      ['بخور السهرة', 'Soiree Bakhoor', 140, 250],
      ['فحم بخور سريع الاشتعال', 'Quick-light Bakhoor Charcoal', 25, 400],
    ],
  },
  {
    name: ['دهن العود والزيوت', 'Oud Oils & Perfume Oils'],
    description: ['دهن عود مركز وزيوت عطرية بدون كحول', 'Concentrated oud oil and alcohol-free perfume oils'],
    section: null,
    art: 'oil',
    products: [
      ['دهن عود كمبودي', 'Cambodian Dehn Al Oud', 1200, 60],
      ['دهن عود هندي معتق', 'Aged Indian Oud Oil', 2400, 60],
      ['زيت الورد الطائفي', 'Taif Rose Oil', 750, 50],
      ['دهن المسك الأبيض', 'White Musk Oil', 95, 50],
      ['زيت العنبر', 'Amber Oil', 130, 50],
      ['دهن الصندل', 'Sandalwood Oil', 310, 50],
      ['زيت الزعفران', 'Saffron Oil', 185, 50],
      ['دهن عود تراد', 'Trad Oud Oil', 5400, 70],
    ],
  },
  {
    name: ['مسك', 'Musk'],
    description: ['مسك أبيض ومسك الطهارة ومسك الغزال', 'White musk, tahara musk and deer musk blends'],
    section: 'women',
    art: 'musk',
    products: [
      ['مسك الطهارة', 'Tahara Musk', 45, 40],
      ['مسك أبيض ناعم', 'Soft White Musk', 65, 60],
      ['مسك الغزال', 'Deer Musk Blend', 390, 40],
      ['مسك الرمان', 'Pomegranate Musk', 55, 60],
      ['مسك التوت', 'Berry Musk', 59, 60],
      ['مسك الفانيلا', 'Vanilla Musk', 70, 60],
      ['مسك العنبر الأسود', 'Black Amber Musk', 110, 60],
      ['مسك الياسمين', 'Jasmine Musk', 75, 60],
    ],
  },
  {
    name: ['أطقم هدايا', 'Gift Sets'],
    description: ['أطقم هدايا أنيقة للمناسبات والأعياد', 'Elegant gift sets for occasions and Eid'],
    section: null,
    art: 'gift',
    products: [
      ['طقم هدية العيد', 'Eid Gift Set', 499, 1500],
      ['طقم العروس الفاخر', 'Luxury Bridal Set', 1850, 2200],
      ['طقم رجال الأعمال', 'Executive Set', 760, 1400],
      ['صندوق مسك وبخور', 'Musk & Bakhoor Box', 240, 1100],
      ['طقم رمضان', 'Ramadan Set', 355, 1300],
      ['طقم الاكتشاف - 10 عطور', 'Discovery Set – 10 Perfumes', 199, 600],
      ['طقم العود الملكي', 'Royal Oud Set', 3200, 1800],
      ['هدية المولود', 'Newborn Gift', 180, 900],
    ],
  },
  {
    name: ['معطرات المنزل', 'Home Fragrance'],
    description: ['معطرات مفارش وجو وشموع معطرة', 'Linen sprays, room fragrance and scented candles'],
    section: null,
    art: 'bakhoor',
    products: [
      ['معطر مفارش بالعود', 'Oud Linen Spray', 69, 300],
      ['معطر جو الورد', 'Rose Room Spray', 49, 300],
      ['شمعة العنبر', 'Amber Candle', 89, 450],
      ['فواحة خشبية', 'Reed Diffuser', 149, 600],
      ['معطر سيارة بالمسك', 'Musk Car Fragrance', 35, 80],
      ['شمعة الصندل', 'Sandalwood Candle', 95, 450],
      ['معطر جو بخور', 'Bakhoor Room Mist', 59, 300],
      ['أعواد تعطير', 'Fragrance Sticks', 39, 200],
    ],
  },
];

/** Description paragraphs built from the product and its category. */
export function describe(productAr: string, productEn: string, cat: SeedCategory): [string, string] {
  return [
    `${productAr} من مجموعة ${cat.name[0]} في ورد. ${cat.description[0]}، مختار بعناية ليدوم طويلاً ويناسب أجواء الخليج.`,
    `${productEn} from Ward's ${cat.name[1]} collection. ${cat.description[1]}, chosen to last and to suit the Gulf climate.`,
  ];
}
