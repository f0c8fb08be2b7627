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
  holdReady: {
    tr: {
      subject: '{{library.name}}: ayırttığınız kitap hazır',
      body: 'Sayın {{member.name}},\n\nAyırttığınız "{{hold.title}}" ödünç almanız için hazır. {{hold.readyUntil}} tarihine kadar {{library.name}} ödünç masasından alabilirsiniz; sonra sıradaki üyeye geçer.\n\nKart numaranız: {{member.cardNumber}}',
    },
    en: {
      subject: '{{library.name}}: the book you reserved is ready',
      body: 'Dear {{member.name}},\n\n"{{hold.title}}", which you reserved, is ready for you. Please collect it at the {{library.name}} loan desk by {{hold.readyUntil}}; after that it goes to the next member waiting.\n\nYour card number: {{member.cardNumber}}',
    },
    de: {
      subject: '{{library.name}}: Ihre Vormerkung liegt bereit',
      body: 'Sehr geehrte(r) {{member.name}},\n\n„{{hold.title}}“, das Sie vorgemerkt haben, liegt für Sie bereit. Bitte holen Sie es bis {{hold.readyUntil}} an der Ausleihe von {{library.name}} ab; danach geht es an das nächste wartende Mitglied.\n\nIhre Ausweisnummer: {{member.cardNumber}}',
    },
    fr: {
      subject: '{{library.name}} : votre réservation est disponible',
      body: 'Bonjour {{member.name}},\n\n« {{hold.title}} », que vous avez réservé, vous attend. Merci de le retirer au comptoir de prêt de {{library.name}} avant le {{hold.readyUntil}} ; ensuite il passe au membre suivant.\n\nVotre numéro de carte : {{member.cardNumber}}',
    },
    ar: {
      subject: '{{library.name}}: الكتاب الذي حجزته جاهز',
      body: 'عزيزي {{member.name}}،\n\nالكتاب «{{hold.title}}» الذي حجزته جاهز لك. يرجى استلامه من مكتب الإعارة في {{library.name}} حتى {{hold.readyUntil}}؛ بعد ذلك ينتقل إلى العضو التالي.\n\nرقم بطاقتك: {{member.cardNumber}}',
    },
  },
  overdueNotice: {
    tr: {
      subject: '{{library.name}}: iade tarihi geçen ödünç',
      body: 'Sayın {{member.name}},\n\n"{{loan.title}}" ({{loan.barcode}}) için iade tarihi {{loan.dueDate}} idi; {{loan.daysLate}} gün gecikti. Lütfen en kısa sürede {{library.name}} kütüphanesine iade edin.\n\nKart numaranız: {{member.cardNumber}}',
    },
    en: {
      subject: '{{library.name}}: a loan is overdue',
      body: 'Dear {{member.name}},\n\n"{{loan.title}}" ({{loan.barcode}}) was due on {{loan.dueDate}} and is {{loan.daysLate}} day(s) late. Please return it to {{library.name}} as soon as you can.\n\nYour card number: {{member.cardNumber}}',
    },
    de: {
      subject: '{{library.name}}: Leihfrist überschritten',
      body: 'Sehr geehrte(r) {{member.name}},\n\n„{{loan.title}}“ ({{loan.barcode}}) war am {{loan.dueDate}} fällig und ist {{loan.daysLate}} Tag(e) überfällig. Bitte geben Sie es bald bei {{library.name}} zurück.\n\nIhre Ausweisnummer: {{member.cardNumber}}',
    },
    fr: {
      subject: '{{library.name}} : un prêt est en retard',
      body: 'Bonjour {{member.name}},\n\n« {{loan.title}} » ({{loan.barcode}}) était à rendre le {{loan.dueDate}} et a {{loan.daysLate}} jour(s) de retard. Merci de le rapporter à {{library.name}} dès que possible.\n\nVotre numéro de carte : {{member.cardNumber}}',
    },
    ar: {
      subject: '{{library.name}}: إعارة متأخرة',
      body: 'عزيزي {{member.name}}،\n\nكان موعد إرجاع «{{loan.title}}» ({{loan.barcode}}) في {{loan.dueDate}}، وقد تأخر {{loan.daysLate}} يوم. يرجى إرجاعه إلى {{library.name}} في أقرب وقت.\n\nرقم بطاقتك: {{member.cardNumber}}',
    },
  },
  passwordReset: {
    tr: {
      subject: '{{company.name}}: şifre yenileme bağlantınız',
      body: 'Sayın {{user.name}},\n\nDefter şifrenizi yenilemek için aşağıdaki bağlantıyı açın. Bağlantı {{reset.validMinutes}} dakika geçerlidir ve bir kez kullanılabilir.\n\n{{reset.link}}\n\nBu isteği siz yapmadıysanız bu mesajı dikkate almayın; şifreniz değişmez.',
    },
    en: {
      subject: '{{company.name}}: your password reset link',
      body: 'Dear {{user.name}},\n\nOpen the link below to set a new Defter password. It is valid for {{reset.validMinutes}} minutes and works once.\n\n{{reset.link}}\n\nIf you did not ask for this, ignore this message; your password stays as it is.',
    },
    de: {
      subject: '{{company.name}}: Ihr Link zum Zurücksetzen des Passworts',
      body: 'Sehr geehrte(r) {{user.name}},\n\nöffnen Sie den folgenden Link, um ein neues Defter-Passwort festzulegen. Er ist {{reset.validMinutes}} Minuten gültig und funktioniert einmal.\n\n{{reset.link}}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
    },
    fr: {
      subject: '{{company.name}} : votre lien de réinitialisation du mot de passe',
      body: 'Bonjour {{user.name}},\n\nOuvrez le lien ci-dessous pour choisir un nouveau mot de passe Defter. Il est valable {{reset.validMinutes}} minutes et ne sert qu’une fois.\n\n{{reset.link}}\n\nSi vous n’avez rien demandé, ignorez ce message ; votre mot de passe ne change pas.',
    },
    ar: {
      subject: '{{company.name}}: رابط إعادة تعيين كلمة المرور',
      body: 'عزيزي {{user.name}}،\n\nافتح الرابط أدناه لتعيين كلمة مرور جديدة في Defter. الرابط صالح لمدة {{reset.validMinutes}} دقيقة ويعمل مرة واحدة.\n\n{{reset.link}}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.',
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
