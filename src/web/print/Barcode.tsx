import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import type { LabelSymbol } from '../../domain/print/labels';
import './barcode.css';

/** A barcode or QR code drawn by bwip-js as SVG, scaled to the box it is given; its human-readable text under the bars. */
export function Barcode({ symbol, height }: { symbol: LabelSymbol; height: string }) {
  const svg = useMemo(
    () => toSVG({ bcid: symbol.bcid, text: symbol.text, scale: 2, height: 10, includetext: symbol.bcid !== 'qrcode', textxalign: 'center' }),
    [symbol.bcid, symbol.text],
  );
  return (
    <div className="label-barcode" dir="ltr" data-testid="label-barcode" data-code={symbol.text} data-symbology={symbol.bcid}>
      {symbol.caption && <div className="label-caption">{symbol.caption}</div>}
      {/* bwip-js writes the SVG markup itself from the code: no user text reaches it unescaped */}
      <div style={{ height }} dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  );
}
