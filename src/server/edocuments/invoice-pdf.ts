import { createRequire } from 'node:module';
import { toSVG } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { gibQrContent, readPrintedInvoice, type PrintedInvoice, type PrintedParty } from '../../domain/edocuments/printed-invoice';
import { pdfRun } from '../../domain/print/pdf-text';
import { translate, type Lang } from '../http/i18n';
import { unitName } from './ubl-invoice';

/**
 * An invoice's PDF, as GİB's printed view of an e-invoice or e-Arşiv invoice shows it, drawn with pdfkit in the DejaVu
 * fonts (the standard PDF fonts have no ğ, ş, ı). It is read from the invoice's UBL (printed-invoice.ts), so the two
 * never disagree; its labels are in the reader's language. Arabic labels are shaped and ordered right to left by the
 * font's layout (pdf-text.ts), each drawn apart from the values beside it; the page itself stays left to right, as GİB
 * prints it.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const SIZE = 8;
const QR_SIZE = 84;
/** The lines' columns: key, width (pt, 523 in all on A4) and alignment. */
const COLUMNS = [
  { key: 'no', width: 22, align: 'left' },
  { key: 'name', width: 151, align: 'left' },
  { key: 'quantity', width: 58, align: 'right' },
  { key: 'price', width: 58, align: 'right' },
  { key: 'discount', width: 52, align: 'right' },
  { key: 'vatRate', width: 34, align: 'right' },
  { key: 'vatAmount', width: 60, align: 'right' },
  { key: 'total', width: 88, align: 'right' },
] as const;
const PAD = 2;
/** the width of the invoice identity's labels: an ETTN fits on one line beside them */
const IDENTITY_LABEL = 76;

type Doc = PDFKit.PDFDocument;

/**
 * Lets the server answer its other requests between pieces of a long invoice: drawn in one go, a 1,000-line PDF would
 * hold the event loop for seconds, and keep-alive connections idle that long would be closed under a request already
 * on its way.
 */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const ROWS_PER_TURN = 20;

class InvoicePage {
  y = MARGIN;
  constructor(
    readonly doc: Doc,
    readonly p: PrintedInvoice,
    readonly lang: Lang,
  ) {}

  label = (key: string): string => translate(this.lang, `edocuments.pdf.${key}`);
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
  get bottom(): number {
    return this.doc.page.height - MARGIN - 14;
  }

  height(text: string, width: number, bold = false): number {
    const run = pdfRun(text) || ' ';
    const doc = this.doc.font(bold ? BOLD : FONT).fontSize(SIZE);
    // most cells are one line: measured without wrapping them (the wrapping is what takes the time)
    if (!run.includes('\n') && doc.widthOfString(run) <= width - 2 * PAD) return doc.currentLineHeight(true);
    return doc.heightOfString(run, { width: width - 2 * PAD });
  }

  cell(text: string, x: number, y: number, width: number, o: { bold?: boolean; align?: 'left' | 'right' | 'center'; size?: number } = {}): void {
    this.doc
      .font(o.bold ? BOLD : FONT)
      .fontSize(o.size ?? SIZE)
      .text(pdfRun(text), x + PAD, y + PAD, { width: width - 2 * PAD, align: o.align ?? 'left' });
  }

  /** Labelled values, one row each (the label in its own cell, so an Arabic label is laid out apart from the value). */
  pairs(rows: [string, string][], x: number, y: number, width: number, labelWidth: number): number {
    for (const [label, value] of rows) {
      if (!value) continue;
      const h = Math.max(this.height(label, labelWidth, true), this.height(value, width - labelWidth));
      this.cell(label, x, y, labelWidth, { bold: true });
      this.cell(value, x + labelWidth, y, width - labelWidth);
      y += h;
    }
    return y;
  }

  party(title: string, party: PrintedParty, x: number, y: number, width: number): number {
    this.cell(title, x, y, width, { bold: true, size: SIZE + 1 });
    y += this.height(title, width, true) + 2;
    this.cell(party.name, x, y, width, { bold: true });
    y += this.height(party.name, width, true);
    for (const line of party.address) {
      this.cell(line, x, y, width);
      y += this.height(line, width);
    }
    return this.pairs(
      [
        [party.scheme || 'VKN', party.taxNumber],
        [this.label('taxOffice'), party.taxOffice],
        [this.label('mersis'), party.mersis],
        [this.label('phone'), party.phone],
        [this.label('email'), party.email],
      ],
      x,
      y,
      width,
      70,
    );
  }

  title(): string {
    return this.label(this.p.profile === 'EARSIVFATURA' ? 'titleEarchive' : 'titleEinvoice');
  }

  /** GİB's QR code of the invoice, drawn as the vector paths bwip-js gives (no picture to rasterise). */
  qr(x: number, y: number): void {
    const svg = toSVG({ bcid: 'qrcode', text: gibQrContent(this.p) });
    const side = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 0);
    this.doc
      .save()
      .translate(x, y)
      .scale(QR_SIZE / side);
    for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) this.doc.path(d!).fill('black');
    this.doc.restore();
  }

  /** Page 1: seller and QR, the title, buyer and the invoice's identity. */
  firstHeader(): void {
    // the buyer beside the invoice's identity, which has the room for an ETTN on one line
    const half = Math.round(this.width * 0.44);
    const rest = this.width - half - 12;
    this.qr(MARGIN + this.width - QR_SIZE, MARGIN);
    let left = this.party(this.label('seller'), this.p.supplier, MARGIN, MARGIN, half);
    left = Math.max(left, MARGIN + QR_SIZE) + 8;
    this.cell(this.title(), MARGIN, left, this.width, { bold: true, size: 14, align: 'center' });
    left += 24;
    const top = left;
    left = this.party(this.label('buyer'), this.p.customer, MARGIN, top, half);
    if (this.p.exportBuyer) left = this.party(this.label('exportBuyer'), this.p.exportBuyer, MARGIN, left + 6, half);
    const right = this.pairs(this.identity(), MARGIN + half + 12, top, rest, IDENTITY_LABEL);
    this.y = Math.max(left, right) + 10;
  }

  identity(): [string, string][] {
    const p = this.p;
    return [
      [this.label('profile'), p.profile],
      [this.label('type'), p.typeCode],
      [this.label('number'), p.number],
      [this.label('date'), p.issueDate],
      [this.label('time'), p.issueTime],
      ['ETTN', p.uuid],
      [this.label('currency'), p.currency],
      [this.label('exchangeRate'), p.exchangeRate],
      ...p.returned.map((r): [string, string] => [this.label('returned'), `${r.number} (${r.issueDate})`]),
    ];
  }

  /** Pages after the first: the title and the invoice's number, date and ETTN. */
  repeatedHeader(): void {
    this.cell(this.title(), MARGIN, MARGIN, this.width / 2, { bold: true, size: 11 });
    const rows = this.identity().filter(([, v]) => [this.p.number, this.p.issueDate, this.p.uuid].includes(v));
    this.y = Math.max(MARGIN + 18, this.pairs(rows, MARGIN + this.width / 2, MARGIN, this.width / 2, IDENTITY_LABEL)) + 8;
  }

  newPage(tableHeader: boolean): void {
    this.doc.addPage();
    this.repeatedHeader();
    if (tableHeader) this.tableHeader();
  }

  /** Room for `h` more: else a new page, its header repeated. */
  room(h: number, tableHeader: boolean): void {
    if (this.y + h > this.bottom) this.newPage(tableHeader);
  }

  row(cells: string[], o: { bold?: boolean; fill?: boolean } = {}): number {
    return Math.max(...COLUMNS.map((c, i) => this.height(cells[i] ?? '', c.width, o.bold))) + 2 * PAD;
  }

  drawRow(cells: string[], h: number, o: { bold?: boolean; fill?: boolean } = {}): void {
    if (o.fill) this.doc.rect(MARGIN, this.y, this.width, h).fill('#e8e8e8').fillColor('black');
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      this.cell(cells[i] ?? '', x, this.y, c.width, { bold: o.bold, align: o.bold ? 'center' : c.align });
      x += c.width;
    });
    this.doc
      .moveTo(MARGIN, this.y + h)
      .lineTo(MARGIN + this.width, this.y + h)
      .lineWidth(0.3)
      .stroke('#999999');
    this.y += h;
  }

  tableHeader(): void {
    const cells = COLUMNS.map((c) => this.label(`column.${c.key}`));
    const h = this.row(cells, { bold: true });
    this.drawRow(cells, h, { bold: true, fill: true });
  }

  async lines(): Promise<void> {
    this.room(40, false);
    this.tableHeader();
    for (const [i, l] of this.p.lines.entries()) {
      if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      const cells = [
        l.id,
        l.gtip ? `${l.name}\nGTİP ${l.gtip}` : l.name,
        `${l.quantity} ${unitName(l.unitCode)}`,
        l.price,
        l.discount ? `%${l.discountPercent}\n${l.discount}` : '',
        `%${l.vatRate}`,
        l.vatAmount,
        l.total,
      ];
      const h = this.row(cells);
      this.room(h, true);
      this.drawRow(cells, h);
    }
    this.y += 10;
  }

  /** The VAT per rate (its exemption and reason at 0 %), the withholding, then the totals. */
  summary(): void {
    const cur = this.p.currency;
    const widths = [80, 90, 90, this.width - 260];
    const table = (rows: string[][], bold: boolean) => {
      for (const cells of rows) {
        const h = Math.max(...cells.map((t, i) => this.height(t, widths[i]!, bold))) + 2 * PAD;
        this.room(h, false);
        if (bold) this.doc.rect(MARGIN, this.y, this.width, h).fill('#e8e8e8').fillColor('black');
        let x = MARGIN;
        cells.forEach((t, i) => {
          this.cell(t, x, this.y, widths[i]!, { bold, align: i > 0 && i < 3 && !bold ? 'right' : 'left' });
          x += widths[i]!;
        });
        this.y += h;
      }
    };
    this.room(30, false);
    this.cell(this.label('vatBreakdown'), MARGIN, this.y, this.width, { bold: true, size: SIZE + 1 });
    this.y += 14;
    table([[this.label('vatRate'), this.label('vatBase'), this.label('vatAmount'), this.label('exemption')]], true);
    table(
      this.p.vat.map((v) => [`%${v.rate}`, `${v.base} ${cur}`, `${v.amount} ${cur}`, v.exemptionCode ? `${v.exemptionCode} ${v.exemptionReason}` : '']),
      false,
    );
    if (this.p.withholding.length) {
      this.y += 6;
      table([[this.label('withholdingPercent'), this.label('vatBase'), this.label('withheld'), this.label('withholdingCode')]], true);
      table(
        this.p.withholding.map((w) => [`%${w.percent}`, `${w.base} ${cur}`, `${w.amount} ${cur}`, w.name.startsWith(w.code) ? w.name : `${w.code} ${w.name}`]),
        false,
      );
    }
    this.y += 10;
    const t = this.p.totals;
    const rows: [string, string][] = [
      ['lineExtension', t.lineExtension],
      ['allowance', t.allowance],
      ['taxExclusive', t.taxExclusive],
      ['tax', t.tax],
      ['taxInclusive', t.taxInclusive],
      ['withheld', t.withheld],
      ['rounding', t.rounding],
      ['payable', t.payable],
    ];
    const x = MARGIN + this.width - 300;
    for (const [key, value] of rows) {
      if (!value) continue;
      const label = this.label(key);
      const h = Math.max(this.height(label, 180, true), 12);
      this.room(h, false);
      this.cell(label, x, this.y, 180, { bold: true });
      this.cell(`${value} ${cur}`, x + 180, this.y, 120, { bold: key === 'payable', align: 'right' });
      this.y += h;
    }
  }

  notes(): void {
    if (!this.p.notes.length) return;
    this.y += 10;
    this.room(30, false);
    this.cell(this.label('notes'), MARGIN, this.y, this.width, { bold: true });
    this.y += 12;
    for (const note of this.p.notes) {
      const h = this.height(note, this.width);
      this.room(h, false);
      this.cell(note, MARGIN, this.y, this.width);
      this.y += h;
    }
  }

  /** Each page's number, at its foot ("2 / 3"). */
  footers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const margins = this.doc.page.margins;
      // written below the bottom margin, which pdfkit would take for an overflow
      this.doc.page.margins = { ...margins, bottom: 0 };
      this.cell(`${this.p.number}    ${i - start + 1} / ${count}`, MARGIN, this.doc.page.height - MARGIN, this.width, { align: 'right', size: 7 });
      this.doc.page.margins = margins;
    }
  }
}

/** The PDF of an invoice's UBL-TR, its labels in `lang`. */
export async function invoicePdf(xml: string, lang: Lang): Promise<Buffer> {
  const printed = readPrintedInvoice(xml);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${printed.number}`, Author: printed.supplier.name, Subject: printed.uuid },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new InvoicePage(doc, printed, lang);
  page.firstHeader();
  await yieldTurn();
  await page.lines();
  page.summary();
  page.notes();
  page.footers();
  await yieldTurn();
  doc.end();
  return ended;
}
