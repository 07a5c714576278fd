/** Words of the settings' free-samples field (loaded with the settings screen). */
export default {
  ar: {
    resources: {
      settings: {
        fields: { maxSamplesPerOrder: 'أقصى عدد من العينات المجانية في الطلب' },
        samplesHint: 'صفر يوقف العينات المجانية عند إتمام الطلب',
      },
    },
  },
  en: {
    resources: {
      settings: {
        fields: { maxSamplesPerOrder: 'Free samples per order, at most' },
        samplesHint: '0 turns free samples off at checkout',
      },
    },
  },
};
