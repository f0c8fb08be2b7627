import type { MessageEvent, MessageLanguage } from './events';

export interface MessageTemplate {
  subject: string;
  body: string;
}

/** Each event's template in each language until the company writes its own (/mesaj/template). */
export const DEFAULT_TEMPLATES: Record<MessageEvent, Record<MessageLanguage, MessageTemplate>> = {
  cargoTracking: {
    tr: {
      subject: '{{document.number}} numaralı siparişiniz kargoya verildi',
      body: 'Sayın {{customer.name}},\n\n{{document.number}} numaralı belgenizin gönderisi {{cargo.carrier}} ile yola çıktı. Takip numarası: {{cargo.trackingNumber}}\n{{cargo.trackingUrl}}\n\n{{company.name}}',
    },
    en: {
      subject: 'Your order {{document.number}} has been shipped',
      body: 'Dear {{customer.name}},\n\nThe shipment of your document {{document.number}} is on its way with {{cargo.carrier}}. Tracking number: {{cargo.trackingNumber}}\n{{cargo.trackingUrl}}\n\n{{company.name}}',
    },
    de: {
      subject: 'Ihre Bestellung {{document.number}} wurde versandt',
      body: 'Sehr geehrte(r) {{customer.name}},\n\ndie Sendung zu Ihrem Beleg {{document.number}} ist mit {{cargo.carrier}} unterwegs. Sendungsnummer: {{cargo.trackingNumber}}\n{{cargo.trackingUrl}}\n\n{{company.name}}',
    },
    fr: {
      subject: 'Votre commande {{document.number}} a été expédiée',
      body: 'Cher client {{customer.name}},\n\nL’envoi de votre document {{document.number}} est en route avec {{cargo.carrier}}. Numéro de suivi : {{cargo.trackingNumber}}\n{{cargo.trackingUrl}}\n\n{{company.name}}',
    },
    ar: {
      subject: 'تم شحن طلبك {{document.number}}',
      body: 'عزيزي {{customer.name}}،\n\nشحنة مستندك {{document.number}} في الطريق مع {{cargo.carrier}}. رقم التتبع: {{cargo.trackingNumber}}\n{{cargo.trackingUrl}}\n\n{{company.name}}',
    },
  },
  statement: {
    tr: {
      subject: '{{company.name}} cari hesap ekstreniz',
      body: 'Sayın {{customer.name}},\n\n{{statement.from}} – {{statement.to}} dönemine ait hesap ekstreniz ektedir. Bakiye: {{statement.balance}} {{statement.currency}}\n\n{{company.name}}',
    },
    en: {
      subject: 'Your account statement from {{company.name}}',
      body: 'Dear {{customer.name}},\n\nYour account statement for {{statement.from}} – {{statement.to}} is attached. Balance: {{statement.balance}} {{statement.currency}}\n\n{{company.name}}',
    },
    de: {
      subject: 'Ihr Kontoauszug von {{company.name}}',
      body: 'Sehr geehrte(r) {{customer.name}},\n\nanbei Ihr Kontoauszug für {{statement.from}} – {{statement.to}}. Saldo: {{statement.balance}} {{statement.currency}}\n\n{{company.name}}',
    },
    fr: {
      subject: 'Votre relevé de compte de {{company.name}}',
      body: 'Cher client {{customer.name}},\n\nVeuillez trouver ci-joint votre relevé de compte du {{statement.from}} au {{statement.to}}. Solde : {{statement.balance}} {{statement.currency}}\n\n{{company.name}}',
    },
    ar: {
      subject: 'كشف حسابك من {{company.name}}',
      body: 'عزيزي {{customer.name}}،\n\nمرفق كشف حسابك للفترة {{statement.from}} – {{statement.to}}. الرصيد: {{statement.balance}} {{statement.currency}}\n\n{{company.name}}',
    },
  },
  b2bOrder: {
    tr: {
      subject: '{{company.name}}: {{order.number}} numaralı siparişiniz alındı',
      body: 'Sayın {{customer.name}},\n\nB2B mağazamızdan verdiğiniz sipariş {{order.number}} numarasıyla alındı. Tutar: {{order.total}} TL\nKargo: {{order.cargo}}\nTeslimat adresi: {{order.deliveryAddress}}\n\n{{company.name}}',
    },
    en: {
      subject: '{{company.name}}: your order {{order.number}} has been received',
      body: 'Dear {{customer.name}},\n\nThe order you placed in our B2B shop has been received as {{order.number}}. Total: {{order.total}} TRY\nCargo: {{order.cargo}}\nDelivery address: {{order.deliveryAddress}}\n\n{{company.name}}',
    },
    de: {
      subject: '{{company.name}}: Ihre Bestellung {{order.number}} ist eingegangen',
      body: 'Sehr geehrte(r) {{customer.name}},\n\nIhre Bestellung in unserem B2B-Shop ist unter {{order.number}} eingegangen. Betrag: {{order.total}} TRY\nVersand: {{order.cargo}}\nLieferadresse: {{order.deliveryAddress}}\n\n{{company.name}}',
    },
    fr: {
      subject: '{{company.name}} : votre commande {{order.number}} a été reçue',
      body: 'Cher client {{customer.name}},\n\nLa commande passée dans notre boutique B2B a été reçue sous le numéro {{order.number}}. Montant : {{order.total}} TRY\nTransport : {{order.cargo}}\nAdresse de livraison : {{order.deliveryAddress}}\n\n{{company.name}}',
    },
    ar: {
      subject: '{{company.name}}: تم استلام طلبك {{order.number}}',
      body: 'عزيزي {{customer.name}}،\n\nتم استلام الطلب الذي قدمته في متجر B2B برقم {{order.number}}. المبلغ: {{order.total}} TRY\nالشحن: {{order.cargo}}\nعنوان التسليم: {{order.deliveryAddress}}\n\n{{company.name}}',
    },
  },
  invoice: {
    tr: {
      subject: '{{company.name}}: {{invoice.number}} numaralı faturanız',
      body: 'Sayın {{customer.name}},\n\n{{invoice.date}} tarihli {{invoice.number}} numaralı faturanız ektedir: UBL (XML) dosyası ve okunabilir HTML görünümü. Tutar: {{invoice.total}} {{invoice.currency}}\n\n{{company.name}}',
    },
    en: {
      subject: '{{company.name}}: your invoice {{invoice.number}}',
      body: 'Dear {{customer.name}},\n\nYour invoice {{invoice.number}} of {{invoice.date}} is attached: its UBL (XML) file and a readable HTML view. Total: {{invoice.total}} {{invoice.currency}}\n\n{{company.name}}',
    },
    de: {
      subject: '{{company.name}}: Ihre Rechnung {{invoice.number}}',
      body: 'Sehr geehrte(r) {{customer.name}},\n\nanbei Ihre Rechnung {{invoice.number}} vom {{invoice.date}}: die UBL-Datei (XML) und eine lesbare HTML-Ansicht. Betrag: {{invoice.total}} {{invoice.currency}}\n\n{{company.name}}',
    },
    fr: {
      subject: '{{company.name}} : votre facture {{invoice.number}}',
      body: 'Cher client {{customer.name}},\n\nVeuillez trouver ci-joint votre facture {{invoice.number}} du {{invoice.date}} : le fichier UBL (XML) et une vue HTML lisible. Montant : {{invoice.total}} {{invoice.currency}}\n\n{{company.name}}',
    },
    ar: {
      subject: '{{company.name}}: فاتورتك {{invoice.number}}',
      body: 'عزيزي {{customer.name}}،\n\nمرفق فاتورتك {{invoice.number}} بتاريخ {{invoice.date}}: ملف UBL (XML) وعرض HTML مقروء. المبلغ: {{invoice.total}} {{invoice.currency}}\n\n{{company.name}}',
    },
  },
  test: {
    tr: { subject: '{{company.name}}: deneme mesajı', body: 'Bu, Defter mesaj ayarlarınızın çalıştığını gösteren bir deneme mesajıdır.\n\n{{company.name}}' },
    en: { subject: '{{company.name}}: test message', body: 'This is a test message showing that your Defter message settings work.\n\n{{company.name}}' },
    de: {
      subject: '{{company.name}}: Testnachricht',
      body: 'Dies ist eine Testnachricht: Ihre Defter-Nachrichteneinstellungen funktionieren.\n\n{{company.name}}',
    },
    fr: {
      subject: '{{company.name}} : message de test',
      body: 'Ceci est un message de test : vos réglages de messages Defter fonctionnent.\n\n{{company.name}}',
    },
    ar: { subject: '{{company.name}}: رسالة تجريبية', body: 'هذه رسالة تجريبية تبيّن أن إعدادات الرسائل في Defter تعمل.\n\n{{company.name}}' },
  },
};
