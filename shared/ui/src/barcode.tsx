import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

/** Props of `Barcode`. */
export interface BarcodeProps {
  /** The value to encode: printable ASCII (CODE128 takes all of it). */
  value: string;
  /** Bar height in px (48 by default). */
  height?: number;
}

const Svg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
  /* Bars stay black on white whatever the theme: scanners need the contrast. */
  background: #fff;
`;

/**
 * A CODE128 barcode drawn as SVG by jsbarcode, with the value printed under the bars (a
 * cashier can type it if the scan fails). jsbarcode loads when the first barcode is
 * shown, so it never weighs on a page without one. Named for screen readers as
 * "Barcode {value}"; the bars themselves are hidden from them.
 */
export function Barcode({ value, height = 48 }: BarcodeProps) {
  const { t } = useTranslation('common');
  const ref = useRef<SVGSVGElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !ref.current) return;
        JsBarcode(ref.current, value, { format: 'CODE128', height, width: 2, margin: 8, fontSize: 14, displayValue: true, background: '#ffffff', lineColor: '#000000' });
      })
      // An unencodable value or a chunk that cannot load: the value is still shown as text.
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value, height]);

  if (failed) return <span>{value}</span>;
  return (
    <span role="img" aria-label={t('barcode', { value })}>
      <Svg ref={ref} aria-hidden="true" focusable="false" />
    </span>
  );
}
