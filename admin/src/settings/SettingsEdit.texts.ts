/** Words of the settings screen only (loaded with it): the shop's short address and the map tiles. */
export default {
  ar: {
    resources: {
      settings: {
        fields: {
          mapTileUrl: 'رابط مربعات الخريطة',
          mapAttribution: 'حقوق الخريطة',
        },
        help: {
          shortAddress: '4 أحرف إنجليزية ثم 4 أرقام، مثل RRRD2929',
          mapTileUrl: 'خريطة تحديد موقع التوصيل: رابط https فيه {z} و{x} و{y} (الافتراضي خرائط OpenStreetMap)',
        },
      },
    },
  },
  en: {
    resources: {
      settings: {
        fields: {
          mapTileUrl: 'Map tile link',
          mapAttribution: 'Map credit',
        },
        help: {
          shortAddress: '4 letters then 4 digits, like RRRD2929',
          mapTileUrl: 'The delivery-pin map: an https link with {z}, {x} and {y} (default OpenStreetMap)',
        },
      },
    },
  },
};
