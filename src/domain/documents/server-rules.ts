/** Messages of the rules the server applies beside the machines (merged into locales/ under "rules"). */
export const SERVER_RULE_MESSAGES: Record<string, Record<'tr' | 'en' | 'de' | 'fr' | 'ar', string>> = {
  'cashbox.alreadyOpen': {
    tr: 'Bu kasanın açık bir oturumu zaten var.',
    en: 'This cash box already has an open session.',
    de: 'Diese Kasse hat bereits eine offene Sitzung.',
    fr: 'Cette caisse a déjà une session ouverte.',
    ar: 'هذا الصندوق لديه جلسة مفتوحة بالفعل.',
  },
  'pos.clientIdTaken': {
    tr: 'Bu satış kimliği başka bir satışa ait.',
    en: 'This sale id belongs to another sale.',
    de: 'Diese Verkaufskennung gehört zu einem anderen Verkauf.',
    fr: 'Cet identifiant de vente appartient à une autre vente.',
    ar: 'معرّف البيع هذا يخص عملية بيع أخرى.',
  },
};
