/** Messages of the rules the server applies beside the machines (merged into locales/ under "rules"). */
export const SERVER_RULE_MESSAGES: Record<string, Record<'tr' | 'en' | 'de' | 'fr' | 'ar', string>> = {
  'fastSale.cannotChangePrice': {
    tr: 'Hızlı satış yetkiniz olmadan fiyat değiştiremezsiniz.',
    en: 'Without the fast-sale permission you cannot change a price.',
    de: 'Ohne Schnellverkaufsberechtigung können Sie keinen Preis ändern.',
    fr: 'Sans l’autorisation de vente rapide, vous ne pouvez pas modifier un prix.',
    ar: 'لا يمكنك تغيير السعر بدون صلاحية البيع السريع.',
  },
  'fastSale.cannotDeleteLine': {
    tr: 'Hızlı satış yetkiniz olmadan satır silemezsiniz.',
    en: 'Without the fast-sale permission you cannot delete a line.',
    de: 'Ohne Schnellverkaufsberechtigung können Sie keine Zeile löschen.',
    fr: 'Sans l’autorisation de vente rapide, vous ne pouvez pas supprimer une ligne.',
    ar: 'لا يمكنك حذف سطر بدون صلاحية البيع السريع.',
  },
  'fastSale.cannotDeleteReceipt': {
    tr: 'Hızlı satış yetkiniz olmadan eklediğiniz fişi silemezsiniz.',
    en: 'Without the fast-sale permission you cannot delete a receipt you added.',
    de: 'Ohne Schnellverkaufsberechtigung können Sie einen von Ihnen angelegten Beleg nicht löschen.',
    fr: 'Sans l’autorisation de vente rapide, vous ne pouvez pas supprimer un ticket que vous avez créé.',
    ar: 'لا يمكنك حذف إيصال أضفته بدون صلاحية البيع السريع.',
  },
  'cashbox.alreadyOpen': {
    tr: 'Bu kasanın açık bir oturumu zaten var.',
    en: 'This cash box already has an open session.',
    de: 'Diese Kasse hat bereits eine offene Sitzung.',
    fr: 'Cette caisse a déjà une session ouverte.',
    ar: 'هذا الصندوق لديه جلسة مفتوحة بالفعل.',
  },
  'pos.cashBoxNotOpen': {
    tr: 'Kasa açık değil: satış ancak açık bir kasaya yazılabilir. Kasayı açıp satışı yeniden gönderin.',
    en: 'The cash box is not open: a sale can only be recorded in an open cash box. Open the cash box and send the sale again.',
    de: 'Die Kasse ist nicht geöffnet: Ein Verkauf kann nur in einer geöffneten Kasse gebucht werden. Öffnen Sie die Kasse und senden Sie den Verkauf erneut.',
    fr: 'La caisse n’est pas ouverte : une vente ne peut être enregistrée que dans une caisse ouverte. Ouvrez la caisse et renvoyez la vente.',
    ar: 'الصندوق غير مفتوح: لا يمكن تسجيل البيع إلا في صندوق مفتوح. افتح الصندوق وأرسل البيع مرة أخرى.',
  },
  'pos.clientIdTaken': {
    tr: 'Bu satış kimliği başka bir satışa ait.',
    en: 'This sale id belongs to another sale.',
    de: 'Diese Verkaufskennung gehört zu einem anderen Verkauf.',
    fr: 'Cet identifiant de vente appartient à une autre vente.',
    ar: 'معرّف البيع هذا يخص عملية بيع أخرى.',
  },
};
